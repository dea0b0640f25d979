"""The sample's five brands: every file under Brands/<ID>/ is derived from this table."""

# Component formats Xcode writes into colour sets, depending on how the colour was entered:
# "float" (0.000-1.000, three decimals), "int" (0-255), "hex" ("0xD1").
BRANDS = [
    {
        "id": "NWD",
        "name": "Nordwest Daily",
        "config": {
            "clone_identifier": "NWD",
            "api_base_url": "https://api.nordwest-daily.example/v3",
            "analytics_key": "nwdPub7f3K9pQ2xL8mRt",
            "support_email": "app-support@nordwest-daily.example",
            "default_language": "de",
            "article_cache_days": 7,
            "features": {
                "breaking_news_push": True,
                "paywall": True,
                "podcasts": True,
                "live_ticker": True,
                "epaper": True,
                "weather_widget": True,
            },
            "overrides": {"Debug": {"features": {"experimental_reader": True}}},
        },
        # role: (light, dark)
        "palette": {
            "primary_color": ("#0B3D91", "#5B8DEF"),
            "secondary_color": ("#4A6FA5", "#8FA9D6"),
            "accent_color": ("#E4572E", "#FF7A52"),
            "background_color": ("#FFFFFF", "#121417"),
            "text_color": ("#1A1A1A", "#EDEDED"),
        },
        "theme_refs": {"link_color": "@accent"},
        "color_space": "srgb",
        "component_format": {"*": "float"},
        "fonts": [
            ("Nord Serif", "Bold"),
            ("Nord Sans", "Regular"),
            ("Nord Sans", "Italic"),
        ],
        "typography": {
            "headline": ("NordSerif-Bold", 28.0),
            "body": ("NordSans-Regular", 17.0),
            "caption": ("NordSans-Italic", 13.0),
        },
    },
    {
        "id": "SBT",
        "name": "Südbayern Tagblatt",
        "config": {
            "clone_identifier": "SBT",
            "api_base_url": "https://api.suedbayern-tagblatt.example/mobile/v2",
            "analytics_key": "SBTweb2024x9Hq4ZcVn1",
            "support_email": "leserservice@suedbayern-tagblatt.example",
            "default_language": "de",
            "article_cache_days": 14,
            "features": {
                "breaking_news_push": True,
                "paywall": True,
                "max_free_articles": 5,
                "comments": True,
                "epaper": True,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#1C5D99", "#6FA8DC"),
            "secondary_color": ("#639FAB", "#9CC7D0"),
            "accent_color": ("#D1495B", "#F07C8B"),
            "background_color": ("#FAF8F3", "#1B1B1D"),
            "text_color": ("#222222", "#F2F2F2"),
        },
        "theme_refs": {},
        "color_space": "srgb",
        "component_format": {"*": "int"},
        "fonts": [("Bavaria Serif", "Black")],
        "typography": {
            "headline": ("BavariaSerif-Black", 30.0),
            "body": ("Georgia", 17.0),
            "caption": ("HelveticaNeue", 12.0),
        },
    },
    {
        "id": "HBC",
        "name": "Harbour Courier",
        "config": {
            "clone_identifier": "HBC",
            "api_base_url": "https://content.harbourcourier.example/api",
            "analytics_key": "HBC0a1b2c3d4e5f6g7h8i9j",
            "default_language": "en",
            "article_cache_days": 3,
            "features": {
                "breaking_news_push": True,
                "podcasts": True,
                "comments": True,
            },
            "overrides": {"Debug": {"features": {"experimental_reader": True}}},
        },
        "palette": {
            "primary_color": ("#006D77", "#4FB3BF"),
            "secondary_color": ("#83C5BE", "#2F6F68"),
            "accent_color": ("#FFB703", "#FFC94D"),
            "background_color": ("#F7FBFC", "#0E1A1C"),
            "text_color": ("#102A2E", "#E6F1F2"),
        },
        "theme_refs": {"link_color": "@primary"},
        "color_space": "srgb",
        "component_format": {"*": "hex"},
        "fonts": [("Harbour Grotesk", "Medium"), ("Harbour Grotesk", "Regular")],
        "typography": {
            "headline": ("HarbourGrotesk-Medium", 26.0),
            "body": ("HarbourGrotesk-Regular", 16.0),
            "caption": ("HarbourGrotesk-Regular", 12.0),
        },
    },
    {
        "id": "RVG",
        "name": "River Valley Gazette",
        "config": {
            "clone_identifier": "RVG",
            "api_base_url": "https://rvg-api.example.com/v1",
            "analytics_key": "rvgGazette77Kd93LmQ2",
            "support_email": "help@rivervalleygazette.example",
            "default_language": "en",
            "features": {
                "paywall": True,
                "max_free_articles": 20,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#2D6A4F", "#74C69D"),
            # Same as primary: config.json says "@primary" for this role.
            "secondary_color": ("#2D6A4F", "#74C69D"),
            "accent_color": ("#B5651D", "#E09F5A"),
            "background_color": ("#FFFFFF", "#101411"),
            "text_color": ("#1B1B1B", "#E8F0EA"),
        },
        "theme_refs": {"secondary_color": "@primary"},
        "color_space": "display-p3",
        "component_format": {"*": "float"},
        # System fonts only: no Fonts/ folder and no UIAppFonts key.
        "fonts": [],
        "typography": {
            "headline": ("Georgia-Bold", 26.0),
            "body": ("Georgia", 17.0),
            "caption": ("AvenirNext-Regular", 13.0),
        },
    },
    {
        "id": "ALP",
        "name": "Alpine Post",
        "config": {
            "clone_identifier": "ALP",
            "api_base_url": "https://api.alpinepost.example/v2",
            "analytics_key": "ALPpost5Tz8Wq1Ne4Rb6",
            "default_language": "fr",
            "article_cache_days": 10,
            "features": {
                "breaking_news_push": True,
                "live_ticker": True,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#C8102E", "#FF5A6E"),
            "secondary_color": ("#3A3A3A", "#BDBDBD"),
            "accent_color": ("#0077B6", "#48A9E0"),
            "background_color": ("#FDFDFD", "#161616"),
            "text_color": ("#111111", "#F0F0F0"),
        },
        "theme_refs": {"link_color": "@accent"},
        "color_space": "srgb",
        # A catalog edited over the years: some sets entered as 0-255, some as floats.
        "component_format": {
            "*": "int",
            "AccentColor": "float",
            "TextColor": "float",
        },
        "fonts": [("Alpine Display", "Bold")],
        "typography": {
            "headline": ("AlpineDisplay-Bold", 27.0),
            "body": ("AvenirNext-Regular", 17.0),
            "caption": ("AvenirNext-Medium", 12.0),
        },
    },
]
