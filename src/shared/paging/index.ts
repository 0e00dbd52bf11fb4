// The spec's page-query rule (section 5), for every paged list in the URL; pages of a list held whole.
export { decidePage, lastPageFor, PAGE_PARAM, type PageDecision } from './page-param';
export { pageCutter, pageOf, type PageOf } from './page-of';
