"""Texts the pages must say, in each language, that more than one test looks for: the landing
page's offer, the Rating list page's intro, and how a list is loaded on this server."""

#: How a list is loaded, said after "not loaded": on the Rating list page where the server's
#: operator allows the upload, else by the operator; never the page where it cannot be done.
HOW_TO_LOAD = {
    ("en", True): "Lists are loaded on the Rating list page",
    ("de", True): "Listen werden auf der Seite Elo-Liste",
    ("nl", True): "Lijsten worden geladen op de pagina Ratinglijst",
    ("en", False): "This server takes no list by upload: its operator loads lists",
    ("de", False): "Dieser Server nimmt keine Liste per Upload: Wer ihn betreibt, lädt Listen",
    ("nl", False): "Deze server neemt geen lijst per upload: wie hem beheert laadt lijsten",
}
#: The Rating list page as the other pages name it.
PAGE_NAME = {"en": "Rating list page", "de": "Seite Elo-Liste", "nl": "pagina Ratinglijst"}
#: The Rating list page's intro: one sentence, short enough for a phone, which shows it.
INTRO = {
    "en": "Find a player in FIDE's rating lists or the DSB's DWZ list loaded on this server",
    "de": "Spieler in den Elo-Listen der FIDE oder der DWZ-Liste des DSB auf diesem Server "
          "finden",
    "nl": "Zoek een speler in de ratinglijsten van de FIDE of de DWZ-lijst van de DSB op deze "
          "server"}


#: What each language calls the four things a visitor may come for: the German DWZ, Glicko-2,
#: the page for every player of an event and the page for a club's season (their links' names).
OFFERED = {"en": ("DWZ", "Glicko-2", "whole event", "club rating list"),
           "de": ("DWZ", "Glicko-2", "Elo-Auswertung", "Vereinsrangliste"),
           "nl": ("DWZ", "Glicko-2", "ratingverwerking", "clubranglijst")}
