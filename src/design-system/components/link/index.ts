export { FollowPathContext, type FollowOptions, type FollowPath } from './follow-path';
export { PathLink, type PathLinkProps } from './PathLink';
