export { Button, LinkButton, type ButtonProps, type LinkButtonProps } from './Button';
