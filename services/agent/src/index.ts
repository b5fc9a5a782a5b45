export { agentModule } from './module';
