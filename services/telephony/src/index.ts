export { telephonyModule } from './module';
