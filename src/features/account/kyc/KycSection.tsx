import { useIntl } from 'react-intl';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
  Skeleton,
  VisuallyHidden,
} from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { OwnRecordError } from '../mew/OwnRecordError';
import { useOwnRecord } from '../mew/use-own-record';
import { kycStatusViews } from './model/kyc-status';
import { useStartKyc } from './use-start-kyc';

export interface KycSectionProps {
  /** Opens the provider's page (the browser leaves the app); stories and tests pass a spy. */
  openProvider?: (url: string) => void;
}

const statusClass = stack({ gap: '4', alignItems: 'flex-start' });
const statusLineClass = css({ display: 'flex', gap: '2', alignItems: 'center', textStyle: 'body.md' });
const descriptionClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const reasonClass = css({ textStyle: 'body.md' });

const leaveForProvider = (url: string) => globalThis.location.assign(url);

/**
 * Identity verification on profile settings: the status of the customer's own record (POST /users/mew) and
 * "Start verification", which opens the provider's page (ADR 0023). While a review is pending the record is
 * read again every few seconds, so the verdict shows without a reload.
 */
export function KycSection({ openProvider = leaveForProvider }: KycSectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { record, loading, failed, retry } = useOwnRecord();
  const { start, starting } = useStartKyc(openProvider);
  const view = record ? kycStatusViews[record.kycStatus] : undefined;

  return (
    <section aria-labelledby="kyc-title" id="kyc">
      <Card>
        <CardHeader>
          <CardTitle id="kyc-title">{t('account.kyc.title')}</CardTitle>
          <CardDescription>{t('account.kyc.intro')}</CardDescription>
        </CardHeader>
        <CardBody>
          {failed ? (
            <OwnRecordError onRetry={retry} />
          ) : loading || !record || !view ? (
            <div role="status" aria-busy="true">
              <VisuallyHidden>{t('account.kyc.loading')}</VisuallyHidden>
              <Skeleton variant="text" lines={3} />
            </div>
          ) : (
            <div className={statusClass}>
              <p className={statusLineClass}>
                {t('account.kyc.statusLabel')}
                <Badge tone={view.tone} data-testid="kyc-status" data-status={record.kycStatus}>
                  {t(view.labelId)}
                </Badge>
              </p>
              <p className={descriptionClass}>{t(view.descriptionId)}</p>
              {view.showsReason && record.kycReason && (
                <p className={reasonClass}>{intl.formatMessage({ id: 'account.kyc.reason' }, { reason: record.kycReason })}</p>
              )}
              {view.startLabelId && (
                <Button onClick={start} loading={starting}>
                  {t(view.startLabelId)}
                </Button>
              )}
              {view.offersSupport && (
                <LinkButton to={pathTo('support')} variant="outline">
                  {t('account.kyc.contactSupport')}
                </LinkButton>
              )}
            </div>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
