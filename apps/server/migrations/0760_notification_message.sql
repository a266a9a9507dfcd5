-- A notification's text as a message key and its values (issue 33 item 7): the web app writes it in the
-- player's language from its catalogues; title and body stay the English text for other readers of the API.
ALTER TABLE notifications ADD COLUMN message jsonb;
