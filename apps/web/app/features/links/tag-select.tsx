import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/keys';
import type { LinkKind } from '../../portal/record-kinds';
import { parseRelationshipTag, tagField, tagOptions } from './link-kinds';

/** The words of a link's tag: crm's labels of roles and types, this namespace's relationships as
 * seen from `a`'s side ("Owner of", "Owned by"). */
export function useTagLabel() {
  const { i18n } = useTranslation(['links', 'crm']);
  return (a: LinkKind, b: LinkKind, tag: string): string => {
    switch (tagField(a, b)) {
      case 'relationship': {
        const { relationship, direction } = parseRelationshipTag(tag);
        return textOf(i18n, `links:relationship.${relationship}.${direction}`);
      }
      case 'role':
        return textOf(i18n, `crm:addressRoles.${tag}`);
      default:
        return textOf(i18n, `crm:contactTypes.${tag}`);
    }
  };
}

/** A native select of the tags a link between `a` and `b` may carry: keyboard and phone friendly,
 * and Escape closes its list without leaving the row's edit mode. */
export function TagSelect({
  a,
  b,
  value,
  onChange,
  placeholder,
  ...field
}: {
  a: LinkKind;
  b: LinkKind;
  value: string;
  onChange: (tag: string) => void;
  placeholder?: string;
} & Pick<
  TextFieldProps,
  'id' | 'label' | 'error' | 'helperText' | 'size' | 'sx' | 'required' | 'autoFocus' | 'fullWidth'
>) {
  const tagLabel = useTagLabel();
  return (
    <TextField
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...field}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {tagOptions(a, b).map((tag) => (
        <option key={tag} value={tag}>
          {tagLabel(a, b, tag)}
        </option>
      ))}
    </TextField>
  );
}
