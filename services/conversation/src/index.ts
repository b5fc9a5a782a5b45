export { conversationModule } from './module';
