export { CreateContent } from './create-content';
