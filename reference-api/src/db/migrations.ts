import type { Database } from "better-sqlite3";

/** Tables whose rows visitors can see, directly or through counts. */
const PUBLIC_TABLES = [
  "categories",
  "fields",
  "organizations",
  "organization_slug_aliases",
  "organization_followers",
  "organization_testimonials",
  "instructors",
  "course_instructors",
  "course_faqs",
  "courses",
  "modules",
  "lessons",
  "resources",
  "enrolments",
  "reviews",
  "certificates",
  "tests",
  "questions",
  "answers",
  "blog_authors",
  "posts",
];

const versionTriggers = PUBLIC_TABLES.flatMap((table) =>
  ["INSERT", "UPDATE", "DELETE"].map(
    (event) =>
      `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table}
       BEGIN UPDATE public_data_version SET version = version + 1 WHERE id = 1; END;`,
  ),
).join("\n");

/**
 * Ordered schema migrations. A migration is never edited once released: add a new one.
 * `PRAGMA user_version` records how many have run.
 *
 * Conventions: timestamps are ISO-8601 UTC strings; money is whole XAF (INTEGER);
 * JSON columns end in `_json`; counters on courses are kept by the code that changes them,
 * so list queries never aggregate.
 */
const migrations: string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    phone TEXT,
    address TEXT,
    bio TEXT,
    title TEXT,
    institution TEXT,
    location TEXT,
    profile_path TEXT,
    date_of_birth TEXT,
    why_join TEXT,
    level_of_education TEXT,
    language TEXT,
    google_sub TEXT UNIQUE,
    points INTEGER NOT NULL DEFAULT 0,
    email_verified_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE auth_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX auth_tokens_user ON auth_tokens(user_id);

  CREATE TABLE password_resets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );

  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
  );

  CREATE TABLE fields (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    name TEXT NOT NULL
  );
  CREATE INDEX fields_category ON fields(category_id);

  CREATE TABLE user_fields (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    field_id INTEGER NOT NULL REFERENCES fields(id),
    PRIMARY KEY (user_id, field_id)
  );

  CREATE TABLE organizations (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    logo TEXT,
    motto TEXT,
    about TEXT,
    industry TEXT,
    address TEXT,
    city TEXT,
    state TEXT,
    country TEXT,
    why_choose_us TEXT,
    show_contact_info INTEGER NOT NULL DEFAULT 1,
    email TEXT,
    phone TEXT,
    opening_hours TEXT,
    social_links_json TEXT NOT NULL DEFAULT '{}',
    featured INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  -- Former slugs of an organization: a lookup by one answers with the canonical slug.
  CREATE TABLE organization_slug_aliases (
    slug TEXT PRIMARY KEY,
    organization_id INTEGER NOT NULL REFERENCES organizations(id)
  );

  CREATE TABLE organization_followers (
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (organization_id, user_id)
  );

  -- Staff of an organization: the only learners who may enrol in its bulk-model courses.
  CREATE TABLE organization_members (
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, user_id)
  );

  CREATE TABLE organization_testimonials (
    id INTEGER PRIMARY KEY,
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    review TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE instructors (
    id INTEGER PRIMARY KEY,
    organization_id INTEGER REFERENCES organizations(id),
    name TEXT NOT NULL,
    title TEXT,
    profile TEXT,
    bio TEXT
  );

  CREATE TABLE courses (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    sub_title TEXT,
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    field_id INTEGER REFERENCES fields(id),
    image TEXT,
    image_medium TEXT,
    intro_video TEXT,
    description TEXT,
    audience TEXT,
    objectives TEXT,
    requirements TEXT,
    outline TEXT,
    pricing TEXT NOT NULL CHECK (pricing IN ('free', 'paid')),
    pricing_model TEXT NOT NULL DEFAULT 'open_purchase' CHECK (pricing_model IN ('open_purchase', 'bulk')),
    price INTEGER NOT NULL DEFAULT 0,
    sale_price INTEGER NOT NULL DEFAULT 0,
    difficulty_level TEXT NOT NULL CHECK (difficulty_level IN ('beginner', 'intermediate', 'advanced')),
    duration INTEGER NOT NULL DEFAULT 0, -- seconds
    access_code TEXT,
    search_text TEXT NOT NULL DEFAULT '', -- lower-cased title, sub-title and organization name
    modules_count INTEGER NOT NULL DEFAULT 0,
    lessons_count INTEGER NOT NULL DEFAULT 0,
    quizzes_count INTEGER NOT NULL DEFAULT 0,
    assignments_count INTEGER NOT NULL DEFAULT 0,
    flashcards_count INTEGER NOT NULL DEFAULT 0,
    resources_count INTEGER NOT NULL DEFAULT 0,
    reviews_count INTEGER NOT NULL DEFAULT 0,
    avg_rating REAL NOT NULL DEFAULT 0,
    enrolments_count INTEGER NOT NULL DEFAULT 0,
    certificate_count INTEGER NOT NULL DEFAULT 0,
    published_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  -- Covers every catalogue filter and the search text in catalogue order, so listing and counting never read the wide rows.
  CREATE INDEX courses_listing ON courses(published_at DESC, id DESC, category_id, difficulty_level, pricing, organization_id, search_text);
  -- Covers an organization's course count and review figures.
  CREATE INDEX courses_organization ON courses(organization_id, published_at, reviews_count, avg_rating);
  -- Covers the catalogue filters led by category, the most selective common filter.
  CREATE INDEX courses_category ON courses(category_id, difficulty_level, pricing, organization_id, published_at);
  CREATE INDEX courses_field ON courses(field_id);

  -- Substring search over search_text (trigrams), kept in step with courses by the triggers below.
  CREATE VIRTUAL TABLE courses_fts USING fts5(search_text, content='courses', content_rowid='id', tokenize='trigram remove_diacritics 1');
  CREATE TRIGGER courses_fts_insert AFTER INSERT ON courses BEGIN
    INSERT INTO courses_fts (rowid, search_text) VALUES (new.id, new.search_text);
  END;
  CREATE TRIGGER courses_fts_delete AFTER DELETE ON courses BEGIN
    INSERT INTO courses_fts (courses_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END;
  CREATE TRIGGER courses_fts_update AFTER UPDATE OF search_text ON courses BEGIN
    INSERT INTO courses_fts (courses_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO courses_fts (rowid, search_text) VALUES (new.id, new.search_text);
  END;

  CREATE TABLE course_instructors (
    course_id INTEGER NOT NULL REFERENCES courses(id),
    instructor_id INTEGER NOT NULL REFERENCES instructors(id),
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (course_id, instructor_id)
  );

  CREATE TABLE course_faqs (
    id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    position INTEGER NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL
  );
  CREATE INDEX course_faqs_course ON course_faqs(course_id, position);

  CREATE TABLE modules (
    id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    position INTEGER NOT NULL,
    title TEXT NOT NULL
  );
  CREATE INDEX modules_course ON modules(course_id, position);

  -- data_json: article {content}; video {url}; worksheet/slide {url}; casestudy {summary, url};
  -- flashcard {items:[{front, back}]}; quiz {id, questions:[{id, text, explanation, options:[{id, text, is_correct}]}]}.
  CREATE TABLE lessons (
    id INTEGER PRIMARY KEY,
    module_id INTEGER NOT NULL REFERENCES modules(id),
    course_id INTEGER NOT NULL REFERENCES courses(id),
    position INTEGER NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('video', 'article', 'assignment', 'flashcard', 'quiz', 'worksheet', 'casestudy', 'slide')),
    title TEXT NOT NULL,
    sub_text TEXT,
    description TEXT,
    data_json TEXT NOT NULL DEFAULT '{}',
    quiz_id INTEGER UNIQUE
  );
  CREATE INDEX lessons_module ON lessons(module_id, position);
  CREATE INDEX lessons_course ON lessons(course_id);

  CREATE TABLE resources (
    id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    type TEXT NOT NULL CHECK (type IN ('file', 'link')),
    name TEXT NOT NULL,
    file_size INTEGER,
    url TEXT NOT NULL
  );
  CREATE INDEX resources_course ON resources(course_id);

  CREATE TABLE enrolments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    source TEXT NOT NULL CHECK (source IN ('free', 'payment', 'access_code', 'bulk')),
    created_at TEXT NOT NULL,
    completed_at TEXT,
    UNIQUE (user_id, course_id)
  );
  CREATE INDEX enrolments_course ON enrolments(course_id, created_at);

  CREATE TABLE lesson_completions (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    lesson_id INTEGER NOT NULL REFERENCES lessons(id),
    course_id INTEGER NOT NULL REFERENCES courses(id),
    completed_at TEXT NOT NULL,
    PRIMARY KEY (user_id, lesson_id)
  );
  CREATE INDEX lesson_completions_course ON lesson_completions(user_id, course_id);

  CREATE TABLE quiz_attempts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    lesson_id INTEGER NOT NULL REFERENCES lessons(id),
    correct_answers INTEGER NOT NULL,
    total_questions INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Learning time per learner, course and UTC day, from pings.
  CREATE TABLE learning_time (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    day TEXT NOT NULL,
    seconds INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, course_id, day)
  );

  CREATE TABLE learning_pings (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    last_ping_at TEXT NOT NULL,
    PRIMARY KEY (user_id, course_id)
  );

  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    rating REAL NOT NULL CHECK (rating >= 0.5 AND rating <= 5),
    review TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (user_id, course_id)
  );
  CREATE INDEX reviews_course ON reviews(course_id, created_at DESC);

  CREATE TABLE certificates (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id),
    certificate_number TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    UNIQUE (user_id, course_id)
  );

  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    message TEXT NOT NULL, -- HTML
    read_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX notifications_user ON notifications(user_id, created_at DESC, id DESC);

  CREATE TABLE points_ledger (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    reason TEXT NOT NULL,
    reference TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (user_id, reason, reference)
  );

  -- Exams (sold on their own) and assessments (attached to a course) share questions and attempts.
  CREATE TABLE tests (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('exam', 'assessment')),
    slug TEXT UNIQUE,
    course_id INTEGER UNIQUE REFERENCES courses(id),
    organization_id INTEGER REFERENCES organizations(id),
    title TEXT NOT NULL,
    description TEXT,
    image TEXT,
    duration INTEGER NOT NULL, -- minutes
    difficulty TEXT CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
    category_id INTEGER REFERENCES categories(id),
    field_id INTEGER REFERENCES fields(id),
    pricing TEXT NOT NULL DEFAULT 'free' CHECK (pricing IN ('free', 'paid')),
    price INTEGER NOT NULL DEFAULT 0,
    whats_included TEXT,
    requirements TEXT,
    passing_score INTEGER, -- NULL means the default of 50
    retake_delay_seconds INTEGER NOT NULL DEFAULT 86400,
    show_solution INTEGER NOT NULL DEFAULT 1,
    enrolments_count INTEGER NOT NULL DEFAULT 0,
    published_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX tests_kind ON tests(kind, published_at DESC);

  CREATE TABLE topics (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
  );

  CREATE TABLE questions (
    id INTEGER PRIMARY KEY,
    test_id INTEGER NOT NULL REFERENCES tests(id),
    topic_id INTEGER REFERENCES topics(id),
    position INTEGER NOT NULL,
    text TEXT NOT NULL, -- HTML
    explanation TEXT
  );
  CREATE INDEX questions_test ON questions(test_id, position);

  CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES questions(id),
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    is_correct INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX answers_question ON answers(question_id, position);

  CREATE TABLE exam_enrolments (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    test_id INTEGER NOT NULL REFERENCES tests(id),
    source TEXT NOT NULL CHECK (source IN ('free', 'payment')),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, test_id)
  );

  -- status: in_progress -> submitted | abandoned. result_json is the graded result, answered again on a repeated submit.
  CREATE TABLE attempts (
    id INTEGER PRIMARY KEY,
    test_id INTEGER NOT NULL REFERENCES tests(id),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('in_progress', 'submitted', 'abandoned')),
    question_order_json TEXT NOT NULL,
    started_at TEXT NOT NULL,
    deadline_at TEXT NOT NULL,
    submitted_at TEXT,
    time_taken INTEGER,
    correct INTEGER,
    total INTEGER,
    score REAL,
    passed INTEGER,
    result_json TEXT,
    UNIQUE (test_id, user_id, number)
  );
  CREATE INDEX attempts_user ON attempts(user_id, test_id, number DESC);

  CREATE TABLE attempt_responses (
    attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
    question_id INTEGER NOT NULL REFERENCES questions(id),
    answer_id INTEGER REFERENCES answers(id),
    is_correct INTEGER NOT NULL,
    time_taken INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (attempt_id, question_id)
  );

  -- reference is the transaction_id given to the client.
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    reference TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    item_type TEXT NOT NULL CHECK (item_type IN ('course', 'exam')),
    item_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'successful', 'failed')),
    payment_method TEXT NOT NULL,
    payer_name TEXT,
    payer_phone TEXT,
    idempotency_key TEXT,
    settles_at TEXT, -- when the sandbox answers; NULL when it never will
    sandbox_outcome TEXT CHECK (sandbox_outcome IN ('successful', 'failed', 'none')),
    payment_date TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX payments_user ON payments(user_id, payment_date DESC, id DESC);
  CREATE INDEX payments_pending ON payments(status, settles_at);

  CREATE TABLE blog_authors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    avatar TEXT,
    bio TEXT,
    facebook TEXT,
    twitter TEXT,
    linkedin TEXT,
    instagram TEXT
  );

  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    content TEXT NOT NULL, -- HTML
    thumbnail TEXT,
    image TEXT,
    category_id INTEGER REFERENCES categories(id),
    author_id INTEGER REFERENCES blog_authors(id),
    organization_id INTEGER REFERENCES organizations(id),
    tags_json TEXT NOT NULL DEFAULT '[]',
    published_at TEXT NOT NULL
  );
  CREATE INDEX posts_published ON posts(published_at DESC);

  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE partner_applications (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    about TEXT,
    created_at TEXT NOT NULL
  );

  -- The dev mailbox: every e-mail the API sends.
  CREATE TABLE mails (
    id INTEGER PRIMARY KEY,
    to_email TEXT NOT NULL COLLATE NOCASE,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX mails_to ON mails(to_email, id DESC);

  CREATE INDEX certificates_course ON certificates(course_id);

  -- Bumped by triggers on every change to what visitors see, so cached public answers know when they are stale.
  CREATE TABLE public_data_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
  INSERT INTO public_data_version (id, version) VALUES (1, 0);
  ${versionTriggers}
  `,
  `
  -- The sign-up e-mail codes the server makes: one live code per address, stored hashed.
  CREATE TABLE verification_codes (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    code_hash TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  `,
  `
  -- The language a course is taught in.
  ALTER TABLE courses ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

  -- A quiz attempt sent again (its answer was lost on the way) is recorded once.
  ALTER TABLE quiz_attempts ADD COLUMN idempotency_key TEXT;
  CREATE UNIQUE INDEX quiz_attempts_key ON quiz_attempts(user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  `,
  `
  -- The answers of an attempt in progress as the learner's device last saved them (beyond the
  -- contract), so a learner whose phone dies resumes on another device. saved_revision orders the
  -- saves: a late, older save never overwrites a newer one.
  ALTER TABLE attempts ADD COLUMN saved_json TEXT;
  ALTER TABLE attempts ADD COLUMN saved_revision INTEGER NOT NULL DEFAULT 0;
  `,
  `
  -- What a French reader is answered beside the English text (a column's twin ends in _fr); NULL
  -- where nobody has written it, and the English is answered.
  ALTER TABLE categories ADD COLUMN name_fr TEXT;
  ALTER TABLE fields ADD COLUMN name_fr TEXT;
  ALTER TABLE organizations ADD COLUMN motto_fr TEXT;
  ALTER TABLE organizations ADD COLUMN about_fr TEXT;
  ALTER TABLE organizations ADD COLUMN industry_fr TEXT;
  ALTER TABLE organizations ADD COLUMN why_choose_us_fr TEXT;
  ALTER TABLE instructors ADD COLUMN title_fr TEXT;
  ALTER TABLE instructors ADD COLUMN bio_fr TEXT;
  `,
  `
  -- The language a post is written in (beyond the contract): the blog lists a reader's own first.
  ALTER TABLE posts ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
  `,
];

export function migrate(db: Database): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
