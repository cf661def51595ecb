/** At this width and below, the navbar collapses into the mobile sidebar (Docusaurus's breakpoint). */
export const MOBILE_BREAKPOINT = 996;
