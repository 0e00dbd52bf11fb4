import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { Heading } from '@/design-system';
import { isRouteHandle } from './route-handle';

/**
 * The screen of a route whose product issue is not filed yet: the main layout with the screen's title and
 * heading only (as the routing issue specifies), so navigation, guard and layout can be used end to end.
 */
export function TitleOnlyScreen() {
  const handle = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isRouteHandle);
  return <Heading level={1}>{handle ? <FormattedMessage id={handle.titleId} /> : null}</Heading>;
}
