// A search page's filters as a form kept with its URL (Who wants what, Comps): the form starts from
// and follows the URL's parameters (Back, a bookmark, a tab), shows what a hand-edited link got
// wrong, and gives each field the shared schema's message in the user's language.
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useFieldMessage } from './use-message';

/** The inputs stand out on the portal's grey page; their messages stay on it. */
export const WHITE_INPUT = { '& .MuiInputBase-root': { bgcolor: '#ffffff' } } as const;

export function useUrlSearchForm<V extends FieldValues, Q>(
  paramString: string,
  {
    resolver,
    valuesFrom,
    searchFrom,
  }: {
    resolver: Resolver<V, unknown, Q>;
    /** The form's values of the URL's parameters. */
    valuesFrom: (params: URLSearchParams) => V;
    /** The checked search of the URL's parameters, or null when they fail the schema. */
    searchFrom: (params: URLSearchParams) => object | null;
  },
) {
  const fieldMessage = useFieldMessage();
  const form = useForm<V, unknown, Q>({
    resolver,
    // A generic V is not provably a DefaultValues<V> (its deep partial), though every V is one.
    defaultValues: valuesFrom(new URLSearchParams(paramString)) as DefaultValues<V>,
  });
  const { errors } = form.formState;
  // Only on a new URL: the three functions are the page's module constants.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const params = new URLSearchParams(paramString);
    form.reset(valuesFrom(params));
    if (!searchFrom(params)) void form.trigger();
  }, [paramString, form]);
  const message = (name: Path<V>) => {
    const text = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return text ? fieldMessage(String(text)) : undefined;
  };
  return { form, message };
}
