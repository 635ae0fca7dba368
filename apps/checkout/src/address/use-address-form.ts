import {
  ApiError,
  ZFieldErrors,
  type TAddress,
  type TAddressRequest,
  type TDeliveryCountry,
} from '@shop/api-client';
import {
  addressErrorKey,
  validateAddress,
  type AddressField,
  type AddressInput,
} from '@shop/domain/address';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { useApiWrite } from '../app/use-api-write';
import { focusFirstInvalid } from '../forms/focus';
import { useSession } from '../session/session-context';
import { addressRequest, type AddressErrors, type AddressValues } from './address-values';

const FORM_FIELDS: ReadonlySet<string> = new Set<AddressField>([
  'civility',
  'lastName',
  'firstName',
  'company',
  'street',
  'streetDetails',
  'zipCode',
  'city',
  'countryIsoCode2',
  'phoneNumber',
  'label',
]);

/** A 422 of the address book: the server's summary line and one message per field. */
function serverRefusal(failure: unknown) {
  if (!(failure instanceof ApiError) || failure.status !== 422) return null;
  const parsed = ZFieldErrors.safeParse(failure.data);
  return parsed.success ? parsed.data : null;
}

/** A 409 (too many addresses...): the server says why, in the shopper's language. */
function conflictMessage(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const message = (failure.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

export interface AddressFormOptions {
  /** The address being edited; a new one is created without it. */
  address?: TAddress | null;
  initial: AddressValues;
  countries: readonly TDeliveryCountry[];
  /** Called with the saved address once the API accepted it. */
  onSaved: (address: TAddress) => void | Promise<void>;
}

/**
 * The address form's state (journey section 5): the domain rule checks the values before any
 * call, with the same messages as the API's 422, which is shown the same way; the spec's
 * summary line when a required field is missing; the focus on the first refused field.
 */
export function useAddressForm({ address, initial, countries, onSaved }: AddressFormOptions) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const refuse = (fieldErrors: AddressErrors, summary: string | null) => {
    setErrors(fieldErrors);
    setMessage(summary);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  const save = useApiWrite<TAddressRequest>({
    mutationFn: async (request) => {
      const saved = await callAsCustomer((token) =>
        address
          ? api.updateAddress(token, { ...request, id: address.id })
          : api.createAddress(token, request),
      );
      await onSaved(saved);
    },
    onMutate: () => {
      setErrors({});
      setMessage(null);
    },
    onError: (failure) => {
      const refusal = serverRefusal(failure);
      if (!refusal) {
        setMessage(conflictMessage(failure) ?? t('delivery.address.errors.saveFailed'));
        return;
      }
      // Fields the form has get their message; any other one joins the summary line, which
      // does not repeat a message already under its field.
      const entries = Object.entries(refusal.errors);
      const shown = entries.filter(([field]) => FORM_FIELDS.has(field));
      const others = entries.filter(([field]) => !FORM_FIELDS.has(field)).map(([, text]) => text);
      const repeated = entries.some(([, text]) => text === refusal.message);
      refuse(
        Object.fromEntries(shown),
        [...(repeated ? [] : [refusal.message]), ...others].join(' ') || null,
      );
    },
  });

  function change<F extends keyof AddressValues>(field: F, value: AddressValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const request = addressRequest(values);
    const check = validateAddress(
      request as AddressInput,
      countries.map((country) => country.isoCode2),
    );
    if (!check.valid) {
      const fieldErrors = Object.fromEntries(
        Object.entries(check.errors).map(([field, error]) => [
          field,
          t(`delivery.address.errors.${addressErrorKey(field as AddressField, error)}`),
        ]),
      );
      refuse(
        fieldErrors,
        check.missingRequired ? t('delivery.address.errors.requiredFields') : null,
      );
      return;
    }
    save.run(request);
  }

  return { form, values, errors, message, busy: save.isPending, change, submit };
}
