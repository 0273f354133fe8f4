import { Title2 } from '@fluentui/react-components';
import { Redirect, useParams } from 'wouter';
import { links } from '../../../domain/routes';
import { EmptyState } from '../../components/library-states';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { useOrder, useOrders } from '../../hooks/use-orders';
import { useProjects } from '../../hooks/use-projects';
import { useProposalsT } from './i18n';
import { ProposalDetail } from './proposal-detail';
import { ProposalList } from './proposal-list';

/** /orders/customer: the orders of my projects, newest first, live from the local `orders`. */
function CustomerProposals() {
  const t = useProposalsT();
  const orders = useOrders();
  const { projects } = useProjects();
  if (orders === null || projects === null) return <PageLoading />;
  // The orders of projects I am a member of; an owner's other orders are in the request queue.
  const projectIds = new Set(projects.map((project) => project.id));
  const mine = orders.filter((order) => projectIds.has(order.projectId));
  return (
    <Page>
      <Title2 as="h1">{t('title')}</Title2>
      {mine.length === 0 ? (
        <EmptyState text={t('empty')}>
          <RouterLink href={links.projects()}>{t('toProjects')}</RouterLink>
        </EmptyState>
      ) : (
        <ProposalList orders={mine} label={t('listLabel')} />
      )}
    </Page>
  );
}

/** /orders/customer/{id}: one order's proposal. */
function CustomerProposal({ id }: { id: string }) {
  const t = useProposalsT();
  const order = useOrder(id);
  if (order === undefined) return <PageLoading />;
  if (order === null)
    return (
      <Page>
        <EmptyState text={t('notFound')}>
          <RouterLink href={links.orders('customer')}>{t('backToList')}</RouterLink>
        </EmptyState>
      </Page>
    );
  return (
    <Page>
      <ProposalDetail order={order} />
    </Page>
  );
}

/**
 * /orders/owner/{id}: an owner answers proposals in the request queue, so an older link opens the
 * queue on that order's lines.
 */
function OwnerProposal({ id }: { id: string }) {
  return <Redirect to={id ? links.requestOrder(id) : links.requests()} replace />;
}

/** /orders/{role}/{orderId?}: the customer's orders and one order's proposal; the owner's go to the queue. */
export function ProposalsPage() {
  const { role, orderId } = useParams<{ role: string; orderId?: string }>();
  if (role === 'owner') return <OwnerProposal id={orderId ?? ''} />;
  return orderId ? <CustomerProposal id={orderId} /> : <CustomerProposals />;
}
