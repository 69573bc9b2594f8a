import { useChatLive } from '../../lib/chat-live/use-chat-live.ts';
import { useUnreadChat } from '../../lib/queries/chat-sellers.ts';
import { usePaymentAlerts } from '../../lib/queries/payment-alerts.ts';
import type { StaffRole } from '../../features/main-menu/menu-entries.ts';
import { useRiskAlerts } from '../../features/exposure/use-risk-alerts.tsx';

/** What the header counts for the signed-in role: nothing but for a company (sub-admin). */
export interface ShellSignals {
  /** seller messages not yet read (each until its thread is opened) */
  unreadChat: number;
  /** the company's payment alerts from the platform (GET /subadmin/getpaymentalert) */
  paymentAlerts: number;
}

/**
 * A sub-admin's shell follows the live chat stream on every screen, so the unread badge moves as
 * messages arrive, and reads the payment alerts (one cached list, shared with the home banners);
 * a sub-admin's and a supervisor's follow the risk feed for its alerts.
 */
export function useShellSignals(role: StaffRole): ShellSignals {
  const company = role === 'subadmin';
  useChatLive(company);
  // The risk alerts (issue 15) toast on every screen of the company's shells.
  useRiskAlerts(role === 'admin' ? null : role);
  const unreadChat = useUnreadChat(company);
  const alerts = usePaymentAlerts(company);
  return { unreadChat, paymentAlerts: company ? (alerts.data?.length ?? 0) : 0 };
}
