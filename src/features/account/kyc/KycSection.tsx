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
import { Stack, styled } from 'styled-system/jsx';
import { OwnRecordError } from '../mew/OwnRecordError';
import { useOwnRecord } from '../mew/use-own-record';
import { kycStatusViews } from './model/kyc-status';
import { useStartKyc } from './use-start-kyc';

export interface KycSectionProps {
  /** Opens the provider's page (the browser leaves the app); stories and tests pass a spy. */
  openProvider?: (url: string) => void;
}

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
    <styled.section aria-labelledby="kyc-title" id="kyc">
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
            <Stack gap="4" alignItems="flex-start">
              <styled.p display="flex" gap="2" alignItems="center" textStyle="body.md">
                {t('account.kyc.statusLabel')}
                <Badge tone={view.tone} data-testid="kyc-status" data-status={record.kycStatus}>
                  {t(view.labelId)}
                </Badge>
              </styled.p>
              <styled.p textStyle="body.md" color="fg.muted">
                {t(view.descriptionId)}
              </styled.p>
              {view.showsReason && record.kycReason && (
                <styled.p textStyle="body.md">
                  {intl.formatMessage({ id: 'account.kyc.reason' }, { reason: record.kycReason })}
                </styled.p>
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
            </Stack>
          )}
        </CardBody>
      </Card>
    </styled.section>
  );
}
