import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowLeft, ArrowRight, Building2, CalendarDays, Columns3, Facebook, Globe, Instagram, Linkedin, List, ListTodo, Mail, MapPin, Phone, Plus, Square, Twitter, Youtube } from "lucide-react";
import { CONTACT_ICONS, PAGE_ICONS, SOCIAL_ICONS } from "../first-screen-icons";

/** An icon's shapes as markup, each element closed by its own tag (React's way). */
const closed = (shapes: string) => shapes.replace(/<(\w+)([^>]*?)\/>/g, "<$1$2></$1>");
const rendered = (icon: ComponentType) => renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");

describe("the icons of the first screen the server draws", () => {
  it("are the shapes the app's lucide-react icons draw", () => {
    const pairs: [string, ComponentType][] = [
      [CONTACT_ICONS.mail, Mail], [CONTACT_ICONS.phone, Phone], [CONTACT_ICONS.globe, Globe], [CONTACT_ICONS.mapPin, MapPin],
      [CONTACT_ICONS.building2, Building2], [SOCIAL_ICONS.linkedin, Linkedin], [SOCIAL_ICONS.twitter, Twitter],
      [SOCIAL_ICONS.facebook, Facebook], [SOCIAL_ICONS.instagram, Instagram], [SOCIAL_ICONS.youtube, Youtube],
      [PAGE_ICONS.arrowLeft, ArrowLeft], [PAGE_ICONS.arrowRight, ArrowRight], [PAGE_ICONS.plus, Plus], [PAGE_ICONS.listTodo, ListTodo],
      [PAGE_ICONS.square, Square], [PAGE_ICONS.columns3, Columns3], [PAGE_ICONS.calendarDays, CalendarDays], [PAGE_ICONS.list, List],
    ];
    for (const [shapes, icon] of pairs) expect(closed(shapes)).toBe(rendered(icon));
  });

  it("draws TikTok's as the app's SocialIcon does", () => {
    const source = fs.readFileSync(path.resolve(__dirname, "../../../../web/src/modules/client/SocialIcon.tsx"), "utf8");
    const d = /d="([^"]+)"/.exec(SOCIAL_ICONS.tiktok)?.[1];
    expect(d).toBeTruthy();
    expect(source).toContain(`<path d="${d}" />`);
  });
});
