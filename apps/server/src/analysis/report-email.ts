export function reportReadyEmail(domain: string, link: string, failed: string | null) {
  if (failed !== null) {
    return {
      subject: `The analysis of ${domain} could not finish`,
      text: `We could not finish the UX analysis of ${domain}: ${failed}\n\nYou can try again at any time from the home page.\n`,
    };
  }
  return {
    subject: `Your UX report for ${domain} is ready`,
    text: `The UX analysis of ${domain} is done. Open your report here:\n\n${link}\n\nAnyone with this link can read the report; it stops working after 30 days.\n`,
  };
}
