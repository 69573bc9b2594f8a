import { useChatLive } from '../../lib/chat-live/use-chat-live.ts';
import { useUnreadChat } from '../../lib/queries/chat-sellers.ts';
import { usePaymentAlerts } from '../../lib/queries/payment-alerts.ts';
import type { StaffRole } from '../../features/main-menu/menu-entries.ts';

/** What the header counts for the signed-in role: nothing but for a company (sub-admin). */
export interface ShellSignals {
  /** seller messages not yet read (each until its thread is opened) */
  unreadChat: number;
  /** the company's payment alerts from the platform (GET /subadmin/getpaymentalert) */
  paymentAlerts: number;
}

/**
 * A sub-admin's shell follows the live chat stream on every screen, so the unread badge moves as
 * messages arrive, and reads the payment alerts (one cached list, shared with the home banners).
 */
export function useShellSignals(role: StaffRole): ShellSignals {
  const company = role === 'subadmin';
  useChatLive(company);
  const unreadChat = useUnreadChat(company);
  const alerts = usePaymentAlerts(company);
  return { unreadChat, paymentAlerts: company ? (alerts.data?.length ?? 0) : 0 };
}
