-- The shared templates' e-mails greet the client by first name ({client_first_name}, the first word of the client's
-- name); workflows already made from them keep their own texts.
UPDATE "automation_templates"
SET "actions" = replace("actions"::text, 'Hi {client_name},', 'Hi {client_first_name},')::jsonb
WHERE "actions"::text LIKE '%Hi {client_name},%';
