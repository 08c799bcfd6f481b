import { Search, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useGrantRole, useUserSearch } from '../api/admin-api';
import { adminModeration } from '@/locales/admin-moderation';
import { formatNumber } from '../format';
import { EmptyState, errorToast, InlineLoader, LoadError, SectionTitle } from './shared';
import { pageItems, roleLabel, type AdminUserSummary as AdminUser } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';

const displayName = (u: AdminUser) => u.displayName || u.email || adminModeration.t('case.unknownUser');

function roleBadge(u: AdminUser) {
  if (u.role === 'super_admin' || u.role === 'admin') return <Badge variant="pro">{roleLabel(u.role)}</Badge>;
  if (u.isBusinessAdmin) return <Badge variant="outline">{roleLabel('business_admin')}</Badge>;
  return null;
}

/** Platform admins: search people by name or email; a super admin grants or removes the admin role. */
export function UsersTab({ canGrant }: { canGrant: boolean }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const users = useUserSearch(query, query.length >= 2);
  const grant = useGrantRole();
  const [granting, setGranting] = useState<{ user: AdminUser; role: 'admin' | 'user' } | null>(null);
  const list = pageItems(users.data);
  const t = adminModeration.useT();

  return (
    <section className="flex flex-col gap-4" aria-labelledby="users-title">
      <SectionTitle>
        <span id="users-title">{t('users.title')}</span>
      </SectionTitle>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" aria-label={t('users.searchLabel')} placeholder={t('users.searchPlaceholder')} className="ps-9" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {query.length < 2 ? (
        <p className="text-sm text-muted-foreground">{t('users.tooShort')}</p>
      ) : users.isPending ? (
        <InlineLoader label={t('users.searching')} />
      ) : users.isError ? (
        <LoadError error={users.error} say={(reason) => t('users.loadError', { reason })} />
      ) : list.length === 0 ? (
        <EmptyState icon={UserRound} title={t('users.noneTitle')}>
          {t('users.noneBody', { query })}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((u) => {
            const isPlatform = u.role === 'admin' || u.role === 'super_admin';
            return (
              <li key={u.id}>
                <Card className="flex flex-wrap items-center gap-3 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{displayName(u)}</p>
                    <p className="truncate text-xs text-muted-foreground">{u.email}</p>
                  </div>
                  {roleBadge(u)}
                  {u.accountStatus !== 'active' ? <Badge variant="muted">{t(`status.${u.accountStatus}`)}</Badge> : null}
                  {u.reportCount ? <Badge variant="outline">{t('users.reports', { count: u.reportCount, number: formatNumber(u.reportCount) })}</Badge> : null}
                  {canGrant && u.role !== 'super_admin' ? (
                    <Button size="sm" variant="outline" onClick={() => setGranting({ user: u, role: isPlatform ? 'user' : 'admin' })}>
                      {isPlatform ? t('users.removeAdmin') : t('users.makeAdmin')}
                    </Button>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {granting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setGranting(null)}
          title={granting.role === 'admin' ? t('users.makeTitle', { name: displayName(granting.user) }) : t('users.removeTitle', { name: displayName(granting.user) })}
          description={granting.role === 'admin' ? t('users.makeBody') : t('users.removeBody')}
          confirmLabel={granting.role === 'admin' ? t('users.makeAdmin') : t('users.removeAdmin')}
          pendingLabel={t('users.saving')}
          pending={grant.isPending}
          onConfirm={() =>
            grant.mutate(
              { id: granting.user.id, role: granting.role },
              {
                onSuccess: () => {
                  toast({ title: t('users.roleUpdated'), description: displayName(granting.user) });
                  setGranting(null);
                },
                onError: (err) => errorToast(err, t('users.grantFailed')),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
