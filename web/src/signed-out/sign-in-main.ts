// The sign-in page's script (web/sign-in.html): a module, so it runs once the pre-rendered page is parsed.
import { setUpSignInPage } from "./sign-in";

setUpSignInPage();
