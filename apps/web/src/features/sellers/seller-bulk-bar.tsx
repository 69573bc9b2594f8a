import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { Seller } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { toast } from '../../lib/toast.ts';
import { useUpdateSellersActive, type SellerManager } from './api.ts';

/** The sellers ticked in the table: kept by id, so sorting, paging or a search keeps them. */
export function useSellerChoice() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { chosen, setChosen, toggle };
}
export type SellerChoice = ReturnType<typeof useSellerChoice>;

/** The seller's own checkbox, beside its name (the card's title on a phone). */
export function SellerCheckbox({ seller, choice }: { seller: Seller; choice: SellerChoice }) {
  const { t } = useTranslation('bulk');
  return (
    <Checkbox
      aria-label={t('sellers.chooseOne', { name: seller.userName })}
      checked={choice.chosen.has(seller._id)}
      onChange={(event) => choice.toggle(seller._id, event.currentTarget.checked)}
    />
  );
}

/**
 * Above the table: tick every seller shown, and with some ticked, activate or deactivate them all
 * in one action after a confirmation naming them.
 */
export function SellerBulkBar(props: {
  manager: SellerManager;
  shown: Seller[];
  all: Seller[];
  choice: SellerChoice;
}) {
  const { manager, shown, all, choice } = props;
  const { t } = useTranslation('bulk');
  const update = useUpdateSellersActive(manager);
  // A seller no longer listed (deleted, or out of a supervisor's hands) is no longer chosen.
  const picked = all.filter((s) => choice.chosen.has(s._id));
  const allShown = shown.length > 0 && shown.every((s) => choice.chosen.has(s._id));
  const someShown = shown.some((s) => choice.chosen.has(s._id));

  const ask = (isActive: boolean) =>
    confirmAction({
      title: t(isActive ? 'sellers.confirmActivateTitle' : 'sellers.confirmDeactivateTitle'),
      message: t(isActive ? 'sellers.confirmActivate' : 'sellers.confirmDeactivate', {
        count: picked.length,
        names: picked.map((s) => s.userName).join(', '),
      }),
      confirmLabel: t(isActive ? 'sellers.activate' : 'sellers.deactivate'),
      color: isActive ? undefined : 'red',
      onConfirm: () =>
        update.mutate(
          { ids: picked.map((s) => s._id), isActive },
          {
            onSuccess: () => {
              toast.success(isActive ? 'sellersActivated' : 'sellersDeactivated', undefined, {
                count: picked.length,
              });
              choice.setChosen(new Set());
            },
          },
        ),
    });

  return (
    <Group gap="sm" wrap="wrap" data-testid="seller-bulk-bar">
      <Checkbox
        label={t('sellers.chooseAll', { count: shown.length })}
        checked={allShown}
        indeterminate={someShown && !allShown}
        disabled={!shown.length}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          const next = new Set(choice.chosen);
          for (const s of shown) {
            if (on) next.add(s._id);
            else next.delete(s._id);
          }
          choice.setChosen(next);
        }}
      />
      {picked.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('sellers.chosen', { count: picked.length })}
          </Text>
          <Button size="compact-sm" onClick={() => ask(true)} loading={update.isPending}>
            {t('sellers.activate')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => ask(false)}
            loading={update.isPending}
          >
            {t('sellers.deactivate')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => choice.setChosen(new Set())}>
            {t('sellers.clear')}
          </Button>
        </>
      )}
    </Group>
  );
}
