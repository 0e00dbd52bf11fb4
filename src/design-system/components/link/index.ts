export { FollowPathContext, PathLink, type FollowPath, type PathLinkProps } from './PathLink';
