import { admin as enAdmin } from './en/admin';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { showcase as enShowcase } from './en/showcase';
import { validation as enValidation } from './en/validation';
import { admin as frAdmin } from './fr/admin';
import { auth as frAuth } from './fr/auth';
import { common as frCommon } from './fr/common';
import { home as frHome } from './fr/home';
import { showcase as frShowcase } from './fr/showcase';
import { validation as frValidation } from './fr/validation';

// Every message, for types (i18n.ts) and tests only: the app loads each language's namespaces
// lazily (see i18n.ts). French files are checked against English with `satisfies`.
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    showcase: enShowcase,
    validation: enValidation,
    auth: enAuth,
    admin: enAdmin,
  },
  fr: {
    common: frCommon,
    home: frHome,
    showcase: frShowcase,
    validation: frValidation,
    auth: frAuth,
    admin: frAdmin,
  },
} as const;
