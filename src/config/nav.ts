/** The sidebar, exactly as the spec lists it (spec 000 §2 "Shared shell"). */
export interface NavLink {
  label: string;
  href: string;
  /** Extra path prefixes for which this entry is shown active. */
  alsoActiveFor?: readonly string[];
}

export interface NavGroup {
  label: string;
  icon: string;
  links: readonly NavLink[];
}

export interface NavItem extends NavLink {
  icon: string;
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

export const sidebarNav: readonly NavEntry[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Portfolio', href: '/projects', icon: 'briefcase', alsoActiveFor: ['/case-studies/'] },
  {
    label: 'Tools',
    icon: 'wrench',
    links: [
      { label: 'All Tools', href: '/tools' },
      { label: 'AI & Machine Learning', href: '/tools/ai-ml' },
      { label: 'Development & Coding', href: '/tools/development' },
      { label: 'Frontend & UI/UX', href: '/tools/frontend' },
      { label: 'DevOps & Hosting', href: '/tools/devops' },
      { label: 'Content, SEO & Analytics', href: '/tools/content-seo' },
      { label: 'Automation & Security', href: '/tools/automation-security' },
    ],
  },
  {
    label: 'Expertise',
    icon: 'graduation-cap',
    links: [
      { label: 'All Areas', href: '/expertise' },
      { label: 'AI Agent Development', href: '/expertise/ai-agent-development' },
      { label: 'RAG Systems', href: '/expertise/rag-systems' },
      { label: 'Full-Stack Development', href: '/expertise/full-stack-development' },
      { label: 'SaaS Architecture', href: '/expertise/saas-architecture' },
      { label: 'Workflow Automation', href: '/expertise/workflow-automation' },
      { label: 'UI/UX Generation', href: '/expertise/ui-ux-generation' },
    ],
  },
  { label: 'Request Solutions', href: '/request', icon: 'send' },
  { label: 'Affiliate Program', href: '/affiliate', icon: 'handshake' },
  { label: 'FAQ', href: '/faq', icon: 'help-circle' },
  { label: 'Contact Us', href: '/contact', icon: 'mail' },
];
