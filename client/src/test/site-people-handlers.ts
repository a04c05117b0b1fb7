import { http, HttpResponse } from "msw";
import type { SiteCompany, SitePerson } from "@shared/types";

/** A samlad site with two other companies and one person in each (the server answers both lists by name). */
export const SITE_ID = "00000000-0000-4000-b000-000000000001";

export const elCompany: SiteCompany = { id: "00000000-0000-4000-b000-0000000000c1", siteId: SITE_ID, name: "El-Bolaget AB", orgNumber: "559900-1236" };
export const rörCompany: SiteCompany = { id: "00000000-0000-4000-b000-0000000000c2", siteId: SITE_ID, name: "Rör & Vent AB", orgNumber: "556012-3456" };

export const anna: SitePerson = {
  id: "00000000-0000-4000-b000-0000000000a1",
  siteId: SITE_ID,
  companyId: rörCompany.id,
  fullName: "Anna Berg",
  identityNumber: "19900101-****",
  id06CardNumber: "ID06-1",
};
export const bo: SitePerson = {
  id: "00000000-0000-4000-b000-0000000000a2",
  siteId: SITE_ID,
  companyId: elCompany.id,
  fullName: "Bo Ek",
  identityNumber: "19750203-****",
  id06CardNumber: null,
};

/** GET of the site's companies and people; each call makes new handlers for `mockApi`. */
export const sitePeopleHandlers = (companies: SiteCompany[] = [elCompany, rörCompany], people: SitePerson[] = [anna, bo]) => [
  http.get(`/api/sites/${SITE_ID}/companies`, () => HttpResponse.json(companies)),
  http.get(`/api/sites/${SITE_ID}/people`, () => HttpResponse.json(people)),
];
