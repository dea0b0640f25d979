import Documents

extension Schema {
    /// The schema of the classic format, used when a workspace has no `Brands/schema.json`.
    ///
    /// It is kept as the JSON a team would write, so `brands schema --built-in` can print it as a starting point.
    public static let builtInJSON = #"""
        {
          "version": 1,
          "fields": {
            "clone_identifier": {
              "type": "string", "required": true, "pattern": "^[A-Za-z][A-Za-z0-9_]*$",
              "description": "The clone's id; equals its folder under Brands/ and CLONE_IDENTIFIER"
            },
            "api_base_url": { "type": "url", "required": true, "description": "Base URL of the brand's content API" },
            "analytics_key": { "type": "string", "required": true, "description": "Public key of the analytics SDK" },
            "api_token": { "type": "string", "secret": true, "description": "Server token; only as $(SETTING) or ${env:NAME}" },
            "support_email": { "type": "string", "pattern": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "description": "Address shown in the app's help" },
            "default_language": { "type": "enum", "values": ["de", "en", "fr", "it"], "default": "en", "description": "Language of the content" },
            "article_cache_days": { "type": "integer", "minimum": 1, "maximum": 30, "default": 7, "description": "Days articles stay available offline" }
          },
          "features": {
            "breaking_news_push": { "type": "bool", "default": false, "description": "Push notifications for breaking news", "owner": "news-desk" },
            "paywall": { "type": "bool", "default": false, "description": "Metered paywall for premium articles", "owner": "subscriptions" },
            "podcasts": { "type": "bool", "default": false, "description": "Podcast tab", "owner": "audio" },
            "live_ticker": { "type": "bool", "default": false, "description": "Live ticker for sports and elections", "owner": "news-desk" },
            "comments": { "type": "bool", "default": false, "description": "Reader comments under articles", "owner": "community" },
            "epaper": { "type": "bool", "default": false, "description": "Replica edition of the printed paper", "owner": "epaper" },
            "experimental_reader": { "type": "bool", "default": false, "description": "New article reader, on in Debug builds only", "owner": "apps", "expires": "2027-06-30" },
            "max_free_articles": { "type": "integer", "default": 10, "description": "Free articles a month before the paywall", "owner": "subscriptions" },
            "weather_widget": { "type": "bool", "default": false, "description": "Local weather on the home screen", "owner": "apps" }
          },
          "theme": {
            "roles": {
              "primary": { "required": true },
              "secondary": { "required": true },
              "accent": { "required": true },
              "background": { "required": true, "default": "#FFFFFF" },
              "text": { "required": true, "default": "#000000" },
              "link": { "required": false, "default": "@accent" }
            },
            "contrast": [
              { "foreground": "text", "background": "background", "minimum": 4.5 }
            ]
          },
          "typography": {
            "headline": { "default_size": 24 },
            "body": { "default_size": 17 },
            "caption": { "default_size": 13 }
          },
          "build_settings": {
            "required": [
              "CLONE_IDENTIFIER", "PRODUCT_BUNDLE_IDENTIFIER", "APP_DISPLAY_NAME", "INFOPLIST_FILE",
              "ASSETCATALOG_COMPILER_APPICON_NAME", "DEVELOPMENT_TEAM", "MARKETING_VERSION", "CURRENT_PROJECT_VERSION"
            ]
          },
          "info_plist": {
            "required": [
              "CFBundleIdentifier", "CFBundleDisplayName", "CFBundleShortVersionString", "CFBundleVersion"
            ]
          },
          "entitlements": {
            "com.apple.security.application-groups": "group.*",
            "keychain-access-groups": "$(AppIdentifierPrefix)*"
          }
        }
        """#
}

extension Schema {
    /// The built-in schema, decoded from ``builtInJSON`` (a test checks that it decodes without problems).
    public static let builtIn: Schema = {
        let parsed = JSONParser.parse(Array(builtInJSON.utf8), file: "<built-in schema>")
        guard let node = parsed.value else { return Schema() }
        var schema = SchemaDecoder.decode(node, file: "<built-in schema>").value ?? Schema()
        schema.file = nil
        return schema
    }()
}
