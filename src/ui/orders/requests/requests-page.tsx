import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ownerQueueOrders, type OrderDocType, type OwnerQueueOrders } from '../../../db';
import type { ProposalTerms } from '../../../domain/orders';
import { createOrderLinesAdapter, type RequestLine } from '../../../domain/orders/queue';
import { isApiError } from '../../../sync/api-error';
import { declineOrderLinesOf, markOrdersSeen, proposeOrderLines } from '../../../sync/orders/orders-api';
import { Page } from '../../components/page';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useObservableState } from '../../hooks/use-observable';
import { defineFeatureStore, useFeatureStore } from '../../hooks/feature-store';
import { useSetRequestActivity } from '../use-request-activity';
import { useEntryStages } from '../../hooks/use-orders';
import { useSession } from '../../hooks/use-session';
import { translateKey } from '../../i18n';
import { useLocalDb } from '../../local-data';
import { useRequestsT } from './i18n';
import { RequestDetail } from './request-detail';
import { RequestQueue } from './request-queue';
import { useRequestFilterInUrl } from './use-request-filter';

/** Orders a seen mark names at most (the API's selection limit). */
const SEEN_CHUNK = 300;
/** How long the queue waits for replicated writes to settle before it marks what it shows as seen. */
const SEEN_DELAY_MS = 400;

/** The user-timing name of turning the owner's orders into queue lines (read by bench/request-queue.mjs). */
export const ADAPT_MEASURE = 'cueline:request-adapt';
/** The same for the newest orders, the first screen shown before every order is read. */
export const FIRST_SCREEN_ADAPT_MEASURE = 'cueline:request-adapt-first';

/**
 * The orders read first, before every order: an order has one line or more, so their lines fill a screen
 * of 64-pixel rows (about 20 on a tall window) twice over, and a search typed at once still finds some.
 */
export const FIRST_SCREEN_ORDERS = 40;

/** The seq each order was last marked seen at, for the signed-in user's session in the tab. */
const seenStore = defineFeatureStore('requests-seen', () => new Map<string, number>());

/** The owner's orders, live from the local database, the newest first; null while it opens. */
function useOwnerOrders(): OwnerQueueOrders | null {
  const db = useLocalDb();
  const userId = useSession().state.user?._id ?? null;
  const source = useMemo(
    () => (db && userId ? ownerQueueOrders(db, userId, FIRST_SCREEN_ORDERS) : null),
    [db, userId],
  );
  return useObservableState<OwnerQueueOrders | null>(source, null).value;
}

/** Lines grouped by their order, in the order first met. */
function byOrder<T extends { line: RequestLine }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.line.orderId);
    if (group) group.push(item);
    else groups.set(item.line.orderId, [item]);
  }
  return groups;
}

/**
 * The orders the queue shows are seen (`PATCH /api/user/track-activity`): when the page opens and again
 * whenever an order shown changes (a customer's answer arriving while the owner looks), so the red dot
 * beside Requests goes out once the owner has the lines in front of them.
 */
function useSeenMarks(orders: readonly OrderDocType[] | null, userId: string | null) {
  const api = useApi();
  const seenAt = useFeatureStore(seenStore);
  const setRequestActivity = useSetRequestActivity();
  useEffect(() => {
    if (!orders || !userId) return;
    const timer = setTimeout(() => {
      const due = orders.filter((order) => seenAt.get(order.id) !== order.seq);
      if (due.length === 0) return;
      void (async () => {
        for (let start = 0; start < due.length; start += SEEN_CHUNK) {
          const chunk = due.slice(start, start + SEEN_CHUNK);
          const answer = await markOrdersSeen(
            api,
            chunk.map((order) => order.id),
          );
          for (const order of chunk) seenAt.set(order.id, order.seq);
          if (start + SEEN_CHUNK >= due.length) setRequestActivity(answer.activity);
        }
      })().catch(() => undefined);
    }, SEEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [orders, userId, api, seenAt, setRequestActivity]);

  /** Marks one order seen now (its line opened). */
  return useCallback(
    (order: OrderDocType) =>
      markOrdersSeen(api, [order.id]).then(
        (answer) => {
          seenAt.set(order.id, order.seq);
          setRequestActivity(answer.activity);
        },
        () => undefined,
      ),
    [api, seenAt, setRequestActivity],
  );
}

/**
 * /requests (owner): every order line addressed to me, from one live query of the local `orders`
 * collection (the newest orders' lines shown first, while it reads), filtered in memory with the filter
 * kept in the address; proposals and refusals are the
 * orders' commands, each naming the version the owner saw (docs/decisions/0013-orders.md).
 */
export function RequestsPage() {
  const t = useRequestsT();
  const { t: common, i18n } = useTranslation();
  const api = useApi();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const userId = useSession().state.user?._id ?? null;
  const read = useOwnerOrders();
  const orders = read?.orders ?? null;
  const complete = read?.complete ?? true;
  // One adapter for the first screen and every order: the newest orders' lines stay the same objects.
  const adapt = useMemo(createOrderLinesAdapter, []);
  // Lines in a contract read its stage, as the customer's side does (issue 26 §3).
  const stages = useEntryStages();
  const lines = useMemo(() => {
    if (!orders) return null;
    const started = performance.now();
    const adapted = adapt(orders, undefined, stages);
    performance.measure(complete ? ADAPT_MEASURE : FIRST_SCREEN_ADAPT_MEASURE, { start: started });
    return adapted;
  }, [orders, complete, adapt, stages]);
  const ordersById = useMemo(() => new Map((orders ?? []).map((order) => [order.id, order])), [orders]);
  const current = useRef(ordersById);
  current.current = ordersById;
  const [filter, setFilter] = useRequestFilterInUrl();
  const [openId, setOpenId] = useState<string | null>(null);
  const markSeen = useSeenMarks(complete ? orders : null, userId);

  const report = useCallback(
    (error: unknown) => {
      // A 409 wrote the order as it now is (order-answers.ts): the server's one message says to review it.
      if (isApiError(error) && error.status === 409) show({ title: errorText(error), type: 'negative' });
      else
        show({
          title: t('commandFailed', { message: translateKey(common, errorText(error)) }),
          type: 'negative',
        });
    },
    [show, t, common],
  );

  const propose = useCallback(
    async (chosen: RequestLine[], terms: ProposalTerms[]) => {
      const groups = byOrder(chosen.map((line, index) => ({ line, terms: terms[index]! })));
      try {
        for (const [orderId, items] of groups)
          await proposeOrderLines(
            api,
            orderId,
            {
              lines: items.map(({ line, terms: each }) => ({
                entryId: line.entryId,
                price: each.price,
                noVat: each.noVat,
                share: each.share,
                ...(each.comment ? { comment: each.comment } : {}),
              })),
              ...versionOf(current.current.get(orderId)),
            },
            db,
          );
      } catch (error) {
        report(error);
        throw error;
      }
      show({ title: t('proposalSent', { count: chosen.length }), type: 'positive' });
    },
    [api, db, report, show, t],
  );

  // The owner declines exactly the chosen lines (docs/decisions/0013-orders.md "Declining lines"); the last
  // open lines of an order decline the order on the server.
  const reject = useCallback(
    async (chosen: RequestLine[], reason: string) => {
      const groups = byOrder(chosen.map((line) => ({ line })));
      try {
        for (const [orderId, items] of groups)
          await declineOrderLinesOf(
            api,
            orderId,
            {
              entryIds: items.map(({ line }) => line.entryId),
              reason,
              ...versionOf(current.current.get(orderId)),
            },
            db,
          );
      } catch (error) {
        report(error);
        throw error;
      }
      show({ title: t('rejectedSent', { count: chosen.length }), type: 'positive' });
    },
    [api, db, report, show, t],
  );

  const open = useCallback(
    (line: RequestLine) => {
      setOpenId(line.id);
      const order = current.current.get(line.orderId);
      if (!userId || !order) return;
      void markSeen(order);
    },
    [markSeen, userId],
  );

  const opened = openId && lines ? (lines.find((line) => line.id === openId) ?? null) : null;
  return (
    <Page>
      <Title2 as="h1">{t('title')}</Title2>
      <RequestQueue
        lines={lines}
        complete={complete}
        onPropose={propose}
        onReject={reject}
        onOpen={open}
        filter={filter}
        onFilterChange={setFilter}
      />
      {opened ? (
        <RequestDetail
          line={opened}
          order={ordersById.get(opened.orderId) ?? null}
          stages={stages}
          language={i18n.language}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </Page>
  );
}

const versionOf = (order: OrderDocType | undefined) => (order ? { version: order.version } : {});
