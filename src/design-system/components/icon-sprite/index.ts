export { IconSprite, SpriteIcon } from './IconSprite';
