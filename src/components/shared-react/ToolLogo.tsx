import { useState } from 'react';
import { toolLogoClass, toolLogoImageClass, type LogoSize } from '@/lib/card-classes';
import { logoInitial } from '@/lib/tools';

interface Props {
  name: string;
  logoUrl?: string | undefined;
  size?: LogoSize;
}

/**
 * A tool's logo over its first-letter placeholder, which shows when the tool has no logo or the
 * logo fails to load. Decorative: the tool's name is always next to it.
 */
export function ToolLogo({ name, logoUrl, size = 'md' }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={toolLogoClass(size)} aria-hidden="true">
      {logoInitial(name)}
      {logoUrl && !failed ? (
        <img
          src={logoUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          data-tool-logo
          className={toolLogoImageClass}
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
