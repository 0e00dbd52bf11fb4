export { Heading, type HeadingProps } from './Heading';
