import { contractErrorsOf, type Contract } from '../lib/form-errors.ts';

/** What a form does once its values pass: the mutation's call, told how it ended. */
export interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** A mutation as a form uses it: the add hook's result as it is; an update hook's through `withId`. */
export interface Save<Body> {
  mutate: (body: Body, callbacks: Callbacks) => void;
  isPending: boolean;
}

/**
 * How a form's values are checked and sent: the body they make, the shared
 * contract that body must meet, and the mutation that sends it. Built per mode,
 * since adding and updating send different bodies under different contracts.
 */
export interface Sending<Values> {
  /** The contract's complaints about the body these values make, by the body's paths. */
  check: (values: Values) => Record<string, string>;
  send: (values: Values, callbacks: Callbacks) => void;
  isPending: boolean;
}

/** `contract` may depend on the values, where the form chooses what the body is (the limits' For). */
export function sending<Values, Body extends object>(
  contract: Contract | ((values: Values) => Contract),
  toBody: (values: Values) => Body,
  save: Save<Body>,
): Sending<Values> {
  const contractOf = (values: Values) =>
    typeof contract === 'function' ? contract(values) : contract;
  return {
    check: (values) => contractErrorsOf(contractOf(values), toBody(values)),
    send: (values, callbacks) => save.mutate(toBody(values), callbacks),
    isPending: save.isPending,
  };
}

/** An update mutation (`{ id, body }`) as a `Save` of one record's body. */
export function withId<Body>(
  mutation: {
    mutate: (variables: { id: string; body: Body }, callbacks: Callbacks) => void;
    isPending: boolean;
  },
  id: string,
): Save<Body> {
  return {
    isPending: mutation.isPending,
    mutate: (body, callbacks) => mutation.mutate({ id, body }, callbacks),
  };
}
