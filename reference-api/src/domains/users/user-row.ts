export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  phone: string | null;
  address: string | null;
  bio: string | null;
  title: string | null;
  institution: string | null;
  location: string | null;
  profile_path: string | null;
  date_of_birth: string | null;
  why_join: string | null;
  level_of_education: string | null;
  language: string | null;
  google_sub: string | null;
  points: number;
  email_verified_at: string | null;
  created_at: string;
}
