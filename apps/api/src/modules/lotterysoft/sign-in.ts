import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { coded } from '@tiraj/domain';
import { inputText } from '@tiraj/domain/contracts';
import { verifySignInPassword } from '../../auth/imported-passwords.ts';
import { createSession } from '../../auth/sessions.ts';
import type { SignInGuards, SignInOrigin } from '../../auth/sign-in-audit.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { DEVICE_MESSAGES, deviceRefusal, type DeviceRefusal } from './device-answers.ts';

/** D1: the app signs in with its device ID and the seller's password, no user name. */
export const deviceSignInBody = z.object({
  imei: inputText('Device ID').trim().min(1).max(100),
  password: inputText('Password').max(200),
});
export type DeviceSignInBody = z.output<typeof deviceSignInBody>;

export interface DeviceSignedIn {
  success: true;
  token: string;
  userName: string;
  companyName: string;
  phoneNumber: string;
  address: string;
  sellerId: string;
  subAdminId: string;
}

/**
 * A seller found by its device ID signs in, only when its company lets LotterySoft devices in
 * (else the device is unknown: `User not found!`). The password is checked first, against a decoy
 * for an unknown device, and a wrong one counts in the sign-in throttle as any sign-in's does;
 * a locked seller or company is told only to someone who knows the password. The session is
 * marked as a LotterySoft device's.
 */
export async function signInDevice(
  db: Db,
  { throttle, signInAudit }: SignInGuards,
  body: DeviceSignInBody,
  origin: SignInOrigin,
  sessionTtlHours: number,
): Promise<DeviceSignedIn | DeviceRefusal> {
  const ip = origin.address;
  const [seller] = await db
    .select({
      id: users.id,
      userName: users.userName,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      companyId: companies.id,
      companyName: companies.name,
      companyActive: companies.isActive,
      phoneNumber: companies.phoneNumber,
      address: companies.address,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.imei, body.imei),
        eq(users.role, 'seller'),
        isNull(users.deletedAt),
        eq(companies.lotterySoftDevices, true),
      ),
    )
    .limit(1);
  // The throttle counts by the seller's user name, so a device and a point of sale share its count.
  const name = seller?.userName ?? `imei:${body.imei}`;
  const named = seller && { id: seller.id, userName: seller.userName, companyId: seller.companyId };
  const seconds = await throttle.blockedFor(name, ip);
  if (seconds !== undefined) {
    await signInAudit.throttledOnce(name, origin, async () => named);
    const { message } = coded('signin.throttled', { minutes: Math.ceil(seconds / 60) });
    return deviceRefusal(message);
  }
  const passwordOk = await verifySignInPassword(db, seller, body.password);
  if (!seller || !passwordOk) {
    await throttle.recordFailure(name, ip);
    await signInAudit.refused(name, named, origin, 'bad_credentials');
    return deviceRefusal(seller ? DEVICE_MESSAGES.wrongPassword : DEVICE_MESSAGES.userNotFound);
  }
  await throttle.clearPair(name, ip);
  if (!seller.isActive) {
    await signInAudit.refused(name, named, origin, 'user_inactive');
    return deviceRefusal(DEVICE_MESSAGES.userLocked);
  }
  if (!seller.companyActive) {
    await signInAudit.refused(name, named, origin, 'company_inactive');
    return deviceRefusal(DEVICE_MESSAGES.companyOff);
  }
  const token = await createSession(db, seller.id, sessionTtlHours, {
    lotterySoft: true,
    device: origin.device,
  });
  return {
    success: true,
    token,
    userName: seller.userName,
    companyName: seller.companyName,
    phoneNumber: seller.phoneNumber,
    address: seller.address,
    sellerId: seller.id,
    subAdminId: seller.companyId,
  };
}
