/// A small `project.pbxproj` in the shape Xcode 16 writes (written for these tests), with one object of each
/// kind the project model reads: file references, a synchronized root group and its exception set, groups, a
/// native target, the project, build configurations whose settings hold arrays, escapes and a conditional key,
/// and configuration lists.
enum PBXProjectFixture {
    /// The file's text; tabs as Xcode writes them.
    static let text = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileReference section */
        		8A1F00012C00000000000001 /* Newsroom.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Newsroom.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		8A1F00022C00000000000001 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
        		8A1F00032C00000000000001 /* NWD-Release.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = "NWD-Release.xcconfig"; path = "Configs/NWD-Release.xcconfig"; sourceTree = SOURCE_ROOT; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		8A1F00052C00000000000001 /* Exceptions for "Sources" folder in "NWD" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        			);
        			target = 8A1F00082C00000000000001 /* NWD */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		8A1F00042C00000000000001 /* Sources */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				8A1F00052C00000000000001 /* Exceptions for "Sources" folder in "NWD" target */,
        			);
        			path = Sources;
        			sourceTree = "<group>";
        		};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		8A1F00062C00000000000001 = {
        			isa = PBXGroup;
        			children = (
        				8A1F00042C00000000000001 /* Sources */,
        				8A1F00022C00000000000001 /* Base.xcconfig */,
        				8A1F00032C00000000000001 /* NWD-Release.xcconfig */,
        				8A1F00072C00000000000001 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		8A1F00072C00000000000001 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				8A1F00012C00000000000001 /* Newsroom.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		8A1F00082C00000000000001 /* NWD */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 8A1F00092C00000000000001 /* Build configuration list for PBXNativeTarget "NWD" */;
        			buildPhases = (
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				8A1F00042C00000000000001 /* Sources */,
        			);
        			name = NWD;
        			productName = Newsroom;
        			productReference = 8A1F00012C00000000000001 /* Newsroom.app */;
        			productType = "com.apple.product-type.application";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		8A1F000A2C00000000000001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				BuildIndependentTargetsInParallel = 1;
        				LastUpgradeCheck = 1600;
        			};
        			buildConfigurationList = 8A1F000B2C00000000000001 /* Build configuration list for PBXProject "Newsroom" */;
        			developmentRegion = en;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = 8A1F00062C00000000000001;
        			productRefGroup = 8A1F00072C00000000000001 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				8A1F00082C00000000000001 /* NWD */,
        			);
        		};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        		8A1F000C2C00000000000001 /* Release */ = {
        			isa = XCBuildConfiguration;
        			baseConfigurationReference = 8A1F00032C00000000000001 /* NWD-Release.xcconfig */;
        			buildSettings = {
        				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        				"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Distribution";
        				INFOPLIST_FILE = "Sources/Info.plist";
        				LD_RUNPATH_SEARCH_PATHS = (
        					"$(inherited)",
        					"@executable_path/Frameworks",
        				);
        				PRODUCT_BUNDLE_IDENTIFIER = "com.example.newsroom.$(BRAND_ID)";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				SWIFT_VERSION = 5.0;
        			};
        			name = Release;
        		};
        		8A1F000D2C00000000000001 /* Release */ = {
        			isa = XCBuildConfiguration;
        			baseConfigurationReference = 8A1F00022C00000000000001 /* Base.xcconfig */;
        			buildSettings = {
        				GCC_PREPROCESSOR_DEFINITIONS = (
        					"BRAND=\\\"nwd\\\"",
        					"$(inherited)",
        				);
        				SDKROOT = iphoneos;
        			};
        			name = Release;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		8A1F00092C00000000000001 /* Build configuration list for PBXNativeTarget "NWD" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				8A1F000C2C00000000000001 /* Release */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        		8A1F000B2C00000000000001 /* Build configuration list for PBXProject "Newsroom" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				8A1F000D2C00000000000001 /* Release */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = 8A1F000A2C00000000000001 /* Project object */;
        }
        """#
}
