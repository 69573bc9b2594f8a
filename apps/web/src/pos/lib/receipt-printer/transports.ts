import type { PrinterKind } from './printer-settings.ts';
import { rawbtUrl } from './rawbt.ts';

/*
 * WebUSB and Web Bluetooth are not in TypeScript's DOM library; only what is used here is
 * described, and each is feature-detected before use.
 */
interface UsbEndpoint {
  direction: 'in' | 'out';
  endpointNumber: number;
}
interface UsbInterface {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}
interface UsbDevice {
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
}
interface Usb {
  getDevices(): Promise<UsbDevice[]>;
  requestDevice(options: { filters: { classCode?: number }[] }): Promise<UsbDevice>;
}
interface BleCharacteristic {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse(value: Uint8Array): Promise<void>;
  writeValueWithResponse(value: Uint8Array): Promise<void>;
}
interface BleService {
  getCharacteristics(): Promise<BleCharacteristic[]>;
}
interface BleDevice {
  gatt?: {
    connected: boolean;
    connect(): Promise<{ getPrimaryServices(): Promise<BleService[]> }>;
  };
}
interface Bluetooth {
  requestDevice(options: {
    acceptAllDevices: true;
    optionalServices: string[];
  }): Promise<BleDevice>;
}
type PrinterNavigator = Navigator & { usb?: Usb; bluetooth?: Bluetooth };

const nav = () => navigator as PrinterNavigator;

/** Whether this browser can drive the printer kind at all (RawBT: any Android browser). */
export function printerAvailable(kind: PrinterKind): boolean {
  if (kind === 'usb') return typeof nav().usb?.requestDevice === 'function';
  if (kind === 'bluetooth') return typeof nav().bluetooth?.requestDevice === 'function';
  return true;
}

/** USB class 7: printers. */
const USB_PRINTER_CLASS = 7;

let usbPrinter: UsbDevice | null = null;

/** The printer chosen once (the browser remembers the grant), opened, its bulk OUT endpoint. */
async function usbEndpoint(): Promise<{ device: UsbDevice; endpoint: number }> {
  const usb = nav().usb;
  if (!usb) throw new Error('WebUSB is not available');
  usbPrinter ??=
    (await usb.getDevices())[0] ??
    (await usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] }));
  const device = usbPrinter;
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const found = device.configuration?.interfaces.find((i) =>
    i.alternate.endpoints.some((e) => e.direction === 'out'),
  );
  const out = found?.alternate.endpoints.find((e) => e.direction === 'out');
  if (!found || !out) throw new Error('The USB device has no way to receive a print');
  await device.claimInterface(found.interfaceNumber).catch(() => {
    // Claimed already by an earlier print in this page.
  });
  return { device, endpoint: out.endpointNumber };
}

async function sendUsb(bytes: Uint8Array) {
  try {
    const { device, endpoint } = await usbEndpoint();
    await device.transferOut(endpoint, bytes);
  } catch (error) {
    // A printer unplugged or replaced: ask again next time.
    usbPrinter = null;
    throw error;
  }
}

/** The serial-like services BLE receipt printers expose (generic 18F0, ISSC, and the common clones). */
const BLE_PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
];
/** What one BLE write carries safely on any printer (the smallest usual MTU less its header). */
const BLE_CHUNK = 180;

let bleWriter: BleCharacteristic | null = null;

async function bleCharacteristic(): Promise<BleCharacteristic> {
  const bluetooth = nav().bluetooth;
  if (!bluetooth) throw new Error('Web Bluetooth is not available');
  if (bleWriter) return bleWriter;
  const device = await bluetooth.requestDevice({
    acceptAllDevices: true,
    optionalServices: BLE_PRINTER_SERVICES,
  });
  const server = await device.gatt?.connect();
  if (!server) throw new Error('The Bluetooth device cannot be connected');
  for (const service of await server.getPrimaryServices()) {
    const writable = (await service.getCharacteristics()).find(
      (c) => c.properties.write || c.properties.writeWithoutResponse,
    );
    if (writable) return (bleWriter = writable);
  }
  throw new Error('The Bluetooth device has no way to receive a print');
}

async function sendBluetooth(bytes: Uint8Array) {
  try {
    const writer = await bleCharacteristic();
    for (let i = 0; i < bytes.length; i += BLE_CHUNK) {
      const chunk = bytes.slice(i, i + BLE_CHUNK);
      // With response where offered: the printer's buffer is not overrun on a long ticket.
      if (writer.properties.write) await writer.writeValueWithResponse(chunk);
      else await writer.writeValueWithoutResponse(chunk);
    }
  } catch (error) {
    bleWriter = null;
    throw error;
  }
}

/** Hands the bytes to RawBT; Android opens the service, the page stays where it is. */
function sendRawbt(bytes: Uint8Array) {
  window.location.href = rawbtUrl(bytes);
}

/** Sends ESC/POS bytes to the direct printer; rejects when the printer did not take them. */
export async function sendToPrinter(kind: Exclude<PrinterKind, 'browser'>, bytes: Uint8Array) {
  if (!printerAvailable(kind)) throw new Error(`${kind} is not available in this browser`);
  if (kind === 'rawbt') sendRawbt(bytes);
  else if (kind === 'usb') await sendUsb(bytes);
  else await sendBluetooth(bytes);
}
