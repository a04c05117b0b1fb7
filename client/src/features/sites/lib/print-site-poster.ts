import { todayIn } from "@shared/dates";
import { sitePosterFileName } from "@shared/domain";
import { SITE_MSG } from "@shared/validation/sites";
import type { PayrollSettings, Site } from "@shared/types";
import { getPayrollSettings } from "@/api/settings/get-payroll-settings";
import { getSite } from "@/api/sites/get-site";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { buildSitePosterPdf } from "./site-poster-pdf";
import { checkinUrl } from "./site-text";
import { createQrCode } from "@/lib/qr-code";

/**
 * What the poster cannot do without: the site's ID from Skatteverket and our company's name,
 * the first two things an inspector reads off it. Their texts are those of the site's readiness.
 */
function missingForPoster(site: Site, settings: PayrollSettings): string | null {
  if (!site.skvId) return SITE_MSG.missingSkvId;
  if (!settings.companyName.trim()) return SITE_MSG.missingCompanyName;
  return null;
}

async function buildAndSave(siteId: string, origin: string, today: string): Promise<ToastInput> {
  let site: Site;
  let settings: PayrollSettings;
  try {
    // Read afresh: a poster hangs on site for months, so it shows what the server has now.
    [site, settings] = await Promise.all([getSite(siteId), getPayrollSettings()]);
  } catch {
    return { variant: "destructive", title: "Fel", description: "Kunde inte hämta byggarbetsplatsens uppgifter" };
  }
  const missing = missingForPoster(site, settings);
  if (missing) return { variant: "destructive", title: "Affischen kan inte skrivas ut", description: missing };
  const url = checkinUrl(origin, site.id);
  try {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(url)]);
    const doc = buildSitePosterPdf(kit, qr, {
      site,
      company: { name: settings.companyName, orgNumber: settings.orgNumber },
      url,
      printedOn: today,
    });
    const fileName = sitePosterFileName(site.name);
    saveBlob(doc.output("blob"), fileName);
    return { title: "PDF skapad", description: fileName };
  } catch {
    return { variant: "destructive", title: "Fel vid PDF-generering", description: "Kunde inte skapa PDF-filen" };
  }
}

/** 'Skriv ut QR-affisch': fetch, check, build the poster in the browser, save it, and say how it went. */
export async function printSitePoster(siteId: string, origin: string = window.location.origin, today: string = todayIn()): Promise<void> {
  toast(await buildAndSave(siteId, origin, today));
}
