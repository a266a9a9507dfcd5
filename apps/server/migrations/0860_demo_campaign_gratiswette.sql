-- One German word for a free bet: the web catalogues say "Gratiswette" (slip, promotions, bonus toasts), while the
-- demo campaigns' German texts (0820 names and descriptions, 0822 terms; de and de-CH) said "Freiwette", so a
-- player read both words on one page. Every form ("Freiwetten", "Jagd-Freiwette", "Freiwetten-Einsatz") follows.
UPDATE bonus_campaigns
   SET texts = replace(texts::text, 'Freiwette', 'Gratiswette')::jsonb
 WHERE demo AND texts::text LIKE '%Freiwette%';
