// What a deal is about: its property (a building or a space, picked by typing part of its address)
// and the requirement it serves (one of its first party's, as listed on that contact's page, or the
// one it already serves), as inputs of a react-hook-form form: the new-deal dialog's and the deal
// page's, which both hold `address_id` (the picked address) and `requirement_id` in these shapes.
// Either may be cleared: a deal may name neither (ADR 0044).
import type { Deal, Requirement } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import type { MutableRefObject } from 'react';
import { type FieldPath, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crm } from '../../http/client';
import { SelectField, useFieldError } from '../../portal/editing/fields';
import { queryKeys } from '../../portal/query-keys';
import type { Choice } from '../../portal/record-lookups';
import { RecordPicker } from '../../portal/record-picker';
import { useRequirementWords } from '../../portal/requirement-words';
import type { DealParts } from './deal-parts-fields';

export interface DealPlace {
  address_id: Choice | null;
  requirement_id: string;
}

type Values = DealPlace & Pick<DealParts, 'parties'>;
// biome-ignore lint/suspicious/noExplicitAny: any deal form holding DealPlace, whatever it resolves to
type PlaceForm<V extends Values> = UseFormReturn<V, any, any>;
// The paths below exist in every V holding DealPlace; the compiler cannot see that through V.
const path = <V extends Values>(name: keyof Values) => name as FieldPath<V>;

/** Words for the ids the fields offered (the addresses picked, the requirements listed), so the
 * confirm dialog can name a change: filled as the fields show them. */
export type PlaceWords = MutableRefObject<Map<string, string>>;

/** The property picker; cleared, the deal names no property. */
export function PropertyField<V extends Values>({
  form,
  idPrefix,
  words,
}: {
  form: PlaceForm<V>;
  idPrefix: string;
  words?: PlaceWords;
}) {
  const { t } = useTranslation('deals');
  const error = useFieldError(form);
  const address = useWatch({ control: form.control, name: path<V>('address_id') }) as Choice | null;
  return (
    <RecordPicker
      kind="address"
      id={`${idPrefix}-address`}
      label={t('create.pickProperty')}
      value={address}
      onChange={(choice) => {
        if (choice) words?.current.set(choice.id, choice.label);
        form.setValue(path<V>('address_id'), choice as PathValue<V, FieldPath<V>>, { shouldDirty: true });
      }}
      error={!!error(path<V>('address_id'))}
      helperText={error(path<V>('address_id'))}
    />
  );
}

/** The requirement select, shown once there is one to offer; "No requirement" clears it. */
export function RequirementField<V extends Values>({
  form,
  idPrefix,
  words,
}: {
  form: PlaceForm<V>;
  idPrefix: string;
  words?: PlaceWords;
}) {
  const parties = (useWatch({ control: form.control, name: path<V>('parties') }) ?? []) as Values['parties'];
  const firstParty = parties[0]?.contact.id;
  const listed = useQuery({
    queryKey: queryKeys.requirements(firstParty ?? ''),
    queryFn: ({ signal }) => crm('GET /entities/:id/requirements', { params: [firstParty ?? ''], signal }),
    enabled: !!firstParty,
  });
  // The requirement the form started with stays offered, whoever's it is (the summary's query).
  const saved = form.formState.defaultValues?.requirement_id as string | undefined;
  const current = useQuery({
    queryKey: queryKeys.deals.requirement(saved ?? ''),
    queryFn: ({ signal }) => crm('GET /requirements/:id/complete', { params: [saved ?? ''], signal }),
    enabled: !!saved,
  });
  const requirements = listed.data?.data ?? [];
  const offered =
    current.data && !requirements.some((r) => r.id === current.data.id)
      ? [current.data, ...requirements]
      : requirements;
  // Its own component: the requirements' words load only once there is one to offer.
  if (offered.length === 0) return null;
  return <RequirementSelect form={form} idPrefix={idPrefix} words={words} offered={offered} />;
}

function RequirementSelect<V extends Values>({
  form,
  idPrefix,
  words,
  offered,
}: {
  form: PlaceForm<V>;
  idPrefix: string;
  words?: PlaceWords;
  offered: Requirement[];
}) {
  const { t } = useTranslation('deals');
  const summary = useRequirementWords().summary;
  for (const r of offered) words?.current.set(r.id, summary(r));
  return (
    <SelectField
      form={form}
      name={path<V>('requirement_id')}
      label={t('create.pickRequirement')}
      idPrefix={idPrefix}
      choices={[['', t('create.noRequirement')] as const, ...offered.map((r) => [r.id, summary(r)] as const)]}
    />
  );
}

/** The confirm and conflict dialogs' line for a property or requirement change, in words: the
 * address or requirement the fields showed, else the deal's own; cleared, "No property". */
export function usePlaceLine(record: Pick<Deal, 'address_id' | 'address'>, words: PlaceWords) {
  const { t } = useTranslation('deals');
  return (key: 'address_id' | 'requirement_id', value: unknown) => {
    const id = typeof value === 'string' ? value : '';
    const known = words.current.get(id) ?? (id === record.address_id ? record.address : null) ?? id;
    return key === 'address_id'
      ? { label: t('field.property'), value: id ? known : t('page.noProperty') }
      : { label: t('field.requirement'), value: id ? known : t('create.noRequirement') };
  };
}
