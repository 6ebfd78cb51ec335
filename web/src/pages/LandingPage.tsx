import { ArrowRight, FolderKanban, MessageSquare, Palette, Receipt, SquareCheckBig, Users, type LucideIcon } from "lucide-react";
import { LOGIN_PATH, REGISTER_PATH } from "../auth/returnTo";
import { PRODUCT_NAME } from "../lib/user";
import { BrandMark } from "../signed-out/BrandMark";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The landing page's feature cards. */
const LANDING_FEATURES: readonly Feature[] = [
  {
    icon: Users,
    title: "Client Management",
    text: "Keep every client's contact details, company, status and social profiles organized in one place.",
  },
  {
    icon: FolderKanban,
    title: "Project Tracking",
    text: "Follow each project's status, priority, progress, budget and due date at a glance.",
  },
  {
    icon: SquareCheckBig,
    title: "Task Management",
    text: "Plan your work, tick tasks off as you go and catch overdue items before they slip.",
  },
  {
    icon: Receipt,
    title: "Invoicing & Payments",
    text: "Create itemized invoices with tax worked out for you and see what is paid, sent or overdue.",
  },
  {
    icon: MessageSquare,
    title: "Communication Hub",
    text: "Message clients and your team, with optional e-mail notifications to your contacts.",
  },
  {
    icon: Palette,
    title: "White-label Branding",
    text: "Present your own company name, logo and brand color throughout the workspace.",
  },
];

/**
 * The public page at "/" for signed-out visitors, rendered to static HTML at build time (web/src/signed-out): no
 * script runs on it. Sign In, Get Started Free and Start Free Today are plain links to the login address, the last two
 * with the hint that opens its Create account tab.
 */
export function LandingPage({ year }: { year: number }) {
  return (
    <div className="page">
      <header className="topbar">
        <div className="container topbar-inner">
          <span className="brand">
            <BrandMark />
          </span>
          <a className="btn btn-sm btn-outline" href={LOGIN_PATH}>
            Sign In
          </a>
        </div>
      </header>

      <main className="grow">
        <div className="hero">
          <div className="container hero-inner">
            <div className="hero-text">
              <span className="badge">For freelancers and small agencies</span>
              <h1 className="hero-title">
                Your clients, projects and invoices, <span className="accent">in one workspace</span>
              </h1>
              <p className="hero-lead">
                {PRODUCT_NAME} brings client management, project tracking, tasks, invoicing and messaging together under your own
                brand, so you spend less time on admin and more time on the work.
              </p>
              <div className="hero-actions">
                <a className="btn btn-lg btn-solid btn-wide btn-raised" href={REGISTER_PATH}>
                  Get Started Free <ArrowRight aria-hidden="true" />
                </a>
                <a className="btn btn-lg btn-ghost" href="#features">
                  See features
                </a>
              </div>
            </div>
            <ProductPreview />
          </div>
        </div>

        <section id="features" aria-labelledby="features-heading" className="features">
          <div className="container">
            <div className="section-head">
              <p className="eyebrow">Features</p>
              <h2 id="features-heading" className="section-title">
                Everything you need to run your client business
              </h2>
              <p className="muted">One place for the work you do for clients, from the first conversation to the final invoice.</p>
            </div>
            <div className="feature-grid">
              {LANDING_FEATURES.map((f) => (
                <FeatureCard key={f.title} feature={f} />
              ))}
            </div>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="cta">
          <div className="container container-5xl">
            <div className="cta-box">
              <h2 id="cta-heading" className="section-title">
                Ready to bring your client work together?
              </h2>
              <p className="cta-text">Create your workspace and add your first client today.</p>
              <a className="btn btn-lg btn-wide btn-white" href={REGISTER_PATH}>
                Start Free Today
              </a>
            </div>
          </div>
        </section>
      </main>

      <footer className="footer">
        <div className="container footer-inner">
          <span className="brand brand-sm">
            <BrandMark small />
          </span>
          <p className="footer-note">
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <article className="card">
      <span className="card-icon">
        <Icon size={22} aria-hidden="true" />
      </span>
      <h3 className="card-title">{feature.title}</h3>
      <p className="card-text">{feature.text}</p>
    </article>
  );
}

/** A decorative, data-free sketch of the workspace (sidebar, cards, list). */
function ProductPreview() {
  const line = (w: string, dark = false) => <span className={dark ? "pv-line pv-dark" : "pv-line"} style={{ width: w }} />;
  return (
    <div aria-hidden="true" className="preview">
      <div className="pv-bar">
        <span className="pv-dot pv-red" />
        <span className="pv-dot pv-yellow" />
        <span className="pv-dot pv-green" />
      </div>
      <div className="pv-body">
        <div className="pv-side">
          <div className="pv-logo-row">
            <span className="pv-logo" />
            {line("60%", true)}
          </div>
          <span className="pv-nav" />
          {["80%", "65%", "75%", "55%", "70%", "60%"].map((w, i) => (
            <span key={i} className="pv-item">
              {line(w)}
            </span>
          ))}
        </div>
        <div className="pv-main">
          {line("30%", true)}
          <div className="pv-stats">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={i > 1 ? "pv-stat pv-wide-only" : "pv-stat"}>
                {line("50%")}
                <span className={i === 0 ? "pv-value pv-brand" : "pv-value"} />
              </div>
            ))}
          </div>
          <div className="pv-list">
            {[70, 55, 80].map((w, i) => (
              <div key={i} className="pv-row">
                <span className="pv-avatar" />
                <span className="pv-lines">
                  {line(`${w}%`, true)}
                  <span className="pv-track">
                    <span className="pv-fill" style={{ width: `${w - 20}%` }} />
                  </span>
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
