export { safeImageUrl, setImagePolicy, type ImagePolicy } from './image-url';
