import { NumberInput, SimpleGrid } from '@mantine/core';
import type { PaymentRates } from '@tiraj/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { familyDigits } from '../../lib/game-digits.ts';
import { RATE_FIELDS } from './rate-fields.ts';

/**
 * The seven rates of a payment term, as the company's form and a branch's (issue 39) edit them:
 * `inputProps` gives each field its form binding.
 */
export function RateInputs({
  inputProps,
}: {
  inputProps: (key: keyof PaymentRates) => Partial<ComponentProps<typeof NumberInput>>;
}) {
  const { t: tShared } = useTranslation('shared');
  const { t } = useTranslation(['company', 'common']);
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm">
      {RATE_FIELDS.map(({ key }) => (
        <NumberInput
          key={key}
          label={t(`paymentTerms.rates.${key}`)}
          // One rate pays three options: each named by its lots (issue 36).
          description={
            key === 'l4c'
              ? familyDigits(tShared, 'L4C')
              : key === 'l5c'
                ? familyDigits(tShared, 'L5C')
                : undefined
          }
          withAsterisk
          min={0}
          max={1_000_000}
          decimalScale={2}
          // French and Kreyòl write 12,5.
          decimalSeparator={currentLanguage() === 'en' ? '.' : ','}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          {...inputProps(key)}
        />
      ))}
    </SimpleGrid>
  );
}
