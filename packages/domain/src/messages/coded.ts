import { MESSAGES, type MessageCode } from './codes.ts';

export type ParamValue = string | number | boolean | readonly (string | number)[];
export type MessageParamsOf = Record<string, ParamValue>;

/** The parameters a code's text names: exactly those, each required. */
export type MessageParams<C extends MessageCode> = {
  [K in (typeof MESSAGES)[C]['params'][number]]: ParamValue;
};

/** A message as the API sends it: the stable code, its parameters and the English text. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParamsOf;
  message: string;
}

const shown = (value: ParamValue | undefined, name: string) =>
  value === undefined
    ? `{{${name}}}`
    : Array.isArray(value)
      ? value.join(', ')
      : String(value as string | number | boolean);

/** The English text of a code with its parameters: what the API's `message` says. */
export function englishOf(code: MessageCode, params: MessageParamsOf = {}): string {
  const { en } = MESSAGES[code];
  const text = typeof en === 'string' ? en : Number(params[en.count]) === 1 ? en.one : en.other;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => shown(params[name], name));
}

/** The codes whose text has no parameter. */
export type CodeWithoutParams = {
  [C in MessageCode]: [keyof MessageParams<C>] extends [never] ? C : never;
}[MessageCode];

type ParamsArgument<C extends MessageCode> = [keyof MessageParams<C>] extends [never]
  ? []
  : [params: MessageParams<C>];

/** The one way to write a message: `coded('sale.limit', { gameCategory, number, available })`. */
export function coded<C extends MessageCode>(
  code: C,
  ...[params]: ParamsArgument<C>
): CodedMessage {
  const values = params as MessageParamsOf | undefined;
  return {
    code,
    ...(values && Object.keys(values).length ? { params: values } : {}),
    message: englishOf(code, values),
  };
}
