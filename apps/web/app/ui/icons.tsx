// The few Material icons the public pages use, as inline paths: @mui/icons-material would add a
// large dependency for eight glyphs, and MUI's SvgIcon its styling runtime (ADR 0013).

interface IconProps {
  /** 'small' is 20 px, the default 24 px (MUI's sizes). */
  fontSize?: 'small' | 'medium';
  className?: string;
}

function SvgIcon({ d, fontSize = 'medium', className }: IconProps & { d: string }) {
  return (
    <svg
      className={['icon', fontSize === 'small' && 'icon-sm', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <SvgIcon d={'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'} {...props} />
);
export const CloseIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z'
    }
    {...props}
  />
);
export const ArrowUpIcon = (props: IconProps) => (
  <SvgIcon d={'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z'} {...props} />
);
export const ArrowDownIcon = (props: IconProps) => (
  <SvgIcon d={'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z'} {...props} />
);
export const EmailIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z'
    }
    {...props}
  />
);
export const PhoneIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z'
    }
    {...props}
  />
);
export const GlobeIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z'
    }
    {...props}
  />
);
export const LinkedInIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z'
    }
    {...props}
  />
);
export const FacebookIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z'
    }
    {...props}
  />
);
export const LockIcon = (props: IconProps) => (
  <SvgIcon
    d={
      'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z'
    }
    {...props}
  />
);

/** The password field's show and hide glyphs, and Google's "G" in its four colours: shared with
 * the MUI versions of features/auth/icons.tsx. */
export const VISIBILITY_PATH =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
export const VISIBILITY_OFF_PATH =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
export const GOOGLE_PATHS = [
  {
    fill: '#4285F4',
    d: 'M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09',
  },
  {
    fill: '#34A853',
    d: 'M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23',
  },
  {
    fill: '#FBBC05',
    d: 'M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l2.85-2.22z',
  },
  {
    fill: '#EA4335',
    d: 'M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53',
  },
] as const;

export const VisibilityIcon = (props: IconProps) => <SvgIcon d={VISIBILITY_PATH} {...props} />;
export const VisibilityOffIcon = (props: IconProps) => <SvgIcon d={VISIBILITY_OFF_PATH} {...props} />;
export const GoogleIcon = ({ className }: { className?: string }) => (
  <svg
    className={['icon', className].filter(Boolean).join(' ')}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    {GOOGLE_PATHS.map(({ fill, d }) => (
      <path key={fill} fill={fill} d={d} />
    ))}
  </svg>
);
