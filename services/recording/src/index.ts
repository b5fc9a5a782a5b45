export { recordingModule } from './module';
