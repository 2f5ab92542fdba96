/**
 * The few icons islands use, as plain SVG components drawn from src/lib/icon-shapes.ts (which
 * the site search's plain-DOM script draws from too).
 */
import type { SVGProps } from 'react';
import {
  CHEVRON_LEFT_ICON,
  CHEVRON_RIGHT_ICON,
  CIRCLE_CHECK_ICON,
  EXTERNAL_LINK_ICON,
  ICON_SVG_ATTRIBUTES as SVG,
  SEARCH_ICON,
  SLIDERS_HORIZONTAL_ICON,
  STORE_ICON,
  X_ICON,
  type IconShapes,
} from '@/lib/icon-shapes';

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ shapes, ...props }: IconProps & { shapes: IconShapes }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={SVG.width}
      height={SVG.height}
      viewBox={SVG.viewBox}
      fill={SVG.fill}
      stroke={SVG.stroke}
      strokeWidth={SVG['stroke-width']}
      strokeLinecap={SVG['stroke-linecap']}
      strokeLinejoin={SVG['stroke-linejoin']}
      aria-hidden={SVG['aria-hidden']}
      focusable={SVG.focusable}
      {...props}
    >
      {shapes.map((shape) =>
        shape.tag === 'path' ? (
          <path key={shape.d} d={shape.d} />
        ) : (
          <circle key={`${shape.cx} ${shape.cy}`} cx={shape.cx} cy={shape.cy} r={shape.r} />
        ),
      )}
    </svg>
  );
}

export const Search = (props: IconProps) => <Svg shapes={SEARCH_ICON} {...props} />;
export const X = (props: IconProps) => <Svg shapes={X_ICON} {...props} />;
export const SlidersHorizontal = (props: IconProps) => <Svg shapes={SLIDERS_HORIZONTAL_ICON} {...props} />;
export const ExternalLink = (props: IconProps) => <Svg shapes={EXTERNAL_LINK_ICON} {...props} />;
export const Store = (props: IconProps) => <Svg shapes={STORE_ICON} {...props} />;
export const ChevronLeft = (props: IconProps) => <Svg shapes={CHEVRON_LEFT_ICON} {...props} />;
export const ChevronRight = (props: IconProps) => <Svg shapes={CHEVRON_RIGHT_ICON} {...props} />;
export const CircleCheck = (props: IconProps) => <Svg shapes={CIRCLE_CHECK_ICON} {...props} />;
