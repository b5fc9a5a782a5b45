export { notificationModule } from './module';
