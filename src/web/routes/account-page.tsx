import { useEffect, useRef } from 'react';
import { Ban, Bell, CreditCard, IdCard, Palette, Shield, User, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useMe } from '../lib/me';
import { AppearanceTab, BlockedTab, DangerZone, NotificationsTab, ProfileTab, SecurityTab } from '../features/account';
import { VerificationTab } from '../features/identity';
import { SubscriptionTab } from '../features/payments';
import { msg } from '../../shared/i18n/msg';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

const TABS = [
  { value: 'profile', label: msg('Profile'), icon: User, Content: ProfileTab },
  { value: 'subscription', label: msg('Subscription'), icon: CreditCard, Content: SubscriptionTab },
  { value: 'appearance', label: msg('Appearance'), icon: Palette, Content: AppearanceTab },
  { value: 'notifications', label: msg('Notifications'), icon: Bell, Content: NotificationsTab },
  { value: 'security', label: msg('Security'), icon: Shield, Content: SecurityTab },
  { value: 'verification', label: msg('Verification'), icon: IdCard, Content: VerificationTab },
  { value: 'blocked', label: msg('Blocked'), icon: Ban, Content: BlockedTab },
] as const satisfies ReadonlyArray<{ value: string; label: string; icon: LucideIcon; Content: () => unknown }>;

type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'profile';
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

export default function AccountPage() {
  useDocumentTitle(t('Account Settings'));
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : DEFAULT_TAB;

  // One toast per failed load; the tabs that need the profile show an inline retry.
  useEffect(() => {
    if (me.isError) toast.error(t('Error'), { id: 'profile-load-error', description: t('Failed to load profile data') });
  }, [me.isError, me.errorUpdatedAt]);

  // On a narrow screen the tab list scrolls sideways: keep the chosen tab in view (also when opened by link).
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const trigger = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !trigger) return;
    const listBox = list.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    if (box.left < listBox.left) list.scrollLeft -= listBox.left - box.left + 8;
    else if (box.right > listBox.right) list.scrollLeft += box.right - listBox.right + 8;
  }, [tab]);

  function onTabChange(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // The Subscription tab's step (and chosen plan) belong to that tab only.
        next.delete('step');
        next.delete('plan');
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl min-w-0">
      <PageHeader
        title={t('Account Settings')}
        description={t('Manage your profile, plan, appearance and security.')}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/app/ads">{t('Your ads')}</Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={onTabChange} className="min-w-0">
        <TabsList ref={listRef} aria-label={t('Account settings sections')} className="w-full justify-start sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden className="size-4" />
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-8">
        <DangerZone />
      </div>
    </div>
  );
}
